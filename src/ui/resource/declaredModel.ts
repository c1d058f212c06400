/**
 * A declared resource (src/contract/resources) as the pieces of a resource screen: form fields,
 * search fields and the text of a cell. Pure: the screen (DeclaredResourceScreen) adds React.
 */
import type { TFunction } from 'i18next';
import { DOMAIN_RULES, isListed, isSortable, labelKeys, type FieldDecl, type ResourceDecl } from '../../contract/resources';
import { takesNull } from '../../contract/resources/schema';
import { noControlChars } from '../../domain/validation';
import { patternRule, type FieldSpec, type OptionSpec } from './formModel';
import { enumOptions, enumText, flagText } from './labels';
import type { SearchSpec } from './searchModel';

/** A declared resource's record as received (src/contract/resources/schema.ts). */
export type { DeclaredRow } from '../../contract/resources/schema';

/** Choices of each reference field (field → options), loaded by the screen. */
export type RefChoices = Record<string, readonly OptionSpec[]>;

const fieldsOf = (decl: ResourceDecl) => Object.entries(decl.fields) as [string, FieldDecl][];

function optionsOf(t: TFunction, name: string, f: FieldDecl, refs: RefChoices): readonly OptionSpec[] | undefined {
  if (f.kind === 'enum') return enumOptions(t, f.labels, f.values);
  if (f.kind === 'ref') return refs[name] ?? [];
  return undefined;
}

/** The form: one control per declared field, with the rules the server applies. */
export function formFields(decl: ResourceDecl, t: TFunction, refs: RefChoices): FieldSpec[] {
  const L = labelKeys(decl);
  return fieldsOf(decl).map(([name, f]) => {
    const spec: FieldSpec = {
      name,
      label: L.field(name),
      kind: 'text',
      required: f.required,
      createOnly: f.createOnly,
      wide: f.wide,
      notNull: !takesNull(f),
      initial: f.default === undefined ? undefined : typeof f.default === 'boolean' ? f.default : String(f.default),
    };
    switch (f.kind) {
      case 'text':
        return {
          ...spec,
          kind: f.multiline ? 'textarea' : 'text',
          maxLength: f.maxLength,
          upperCase: f.upperCase,
          rule: f.pattern ? patternRule(new RegExp(f.pattern.source), f.pattern.example) : f.rule ? DOMAIN_RULES[f.rule] : f.multiline ? undefined : noControlChars,
        };
      case 'integer':
        return { ...spec, kind: 'integer', min: f.min, max: f.max };
      case 'boolean':
        return { ...spec, kind: 'boolean' };
      case 'date':
        return { ...spec, kind: 'date' };
      case 'enum':
      case 'ref':
        return { ...spec, kind: 'select', options: optionsOf(t, name, f, refs) };
    }
  });
}

/** The search bar: the fields declared `search`. */
export function searchFields(decl: ResourceDecl, t: TFunction, refs: RefChoices): SearchSpec[] {
  const L = labelKeys(decl);
  return fieldsOf(decl)
    .filter(([, f]) => f.search)
    .map(([name, f]): SearchSpec => {
      const options = optionsOf(t, name, f, refs);
      if (options) return { name, label: L.field(name), kind: 'select', op: 'eq', options };
      return { name, label: L.field(name), kind: 'text', op: f.search, upperCase: f.kind === 'text' && f.upperCase, width: f.search === 'eq' ? 110 : undefined };
    });
}

/** The text of a field's value as the list shows it (enum labels, yes / no, the referred record's title). */
export function cellText(t: TFunction, name: string, f: FieldDecl, value: unknown, refs: RefChoices): string {
  if (value === null || value === undefined) return '';
  switch (f.kind) {
    case 'enum':
      return enumText(t, f.labels, value as string);
    case 'boolean':
      return flagText(t, value as boolean);
    case 'ref':
      return refs[name]?.find((o) => o.value === value)?.label ?? '';
    default:
      return String(value);
  }
}

/** Listed fields in declaration order, with whether the list sorts on them. */
export const listedFields = (decl: ResourceDecl) => fieldsOf(decl).filter(([, f]) => isListed(f)).map(([name, f]) => ({ name, f, sortable: isSortable(f) }));
