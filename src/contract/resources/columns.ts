/**
 * The list columns (export, requirements D9) and import columns (requirements S5) of a declared
 * resource, from its declaration: every declared resource gets both without code of its own.
 */
import type { ColumnDecl } from '../export';
import type { ImportColumn } from '../import';
import { isListed, labelKeys, type FieldDecl, type ResourceDecl } from './types';

/** Key and label of the list's last column (who changed the record last). */
export const UPDATE_AUTHOR_COLUMN: ColumnDecl = { key: 'updateAuthor', label: 'declared.column.updateAuthor', kind: 'text' };

function columnOf(decl: ResourceDecl, name: string, f: FieldDecl): ColumnDecl {
  const label = labelKeys(decl).field(name);
  switch (f.kind) {
    case 'integer':
      return { key: name, label, kind: 'number' };
    case 'boolean':
      return { key: name, label, kind: 'boolean' };
    case 'date':
      return { key: name, label, kind: 'date' };
    case 'enum':
      return { key: name, label, kind: 'enum', enumPrefix: f.labels };
    default:
      // text, and references shown by the referred record's title
      return { key: name, label, kind: 'text' };
  }
}

/** The columns of the list screen, in order (the listed fields, then who changed the record). */
export function declaredColumns(decl: ResourceDecl): ColumnDecl[] {
  return [
    ...Object.entries(decl.fields)
      .filter(([, f]) => isListed(f))
      .map(([name, f]) => columnOf(decl, name, f)),
    UPDATE_AUTHOR_COLUMN,
  ];
}

function exampleOf(f: FieldDecl): string {
  switch (f.kind) {
    case 'text':
      return f.pattern?.example ?? '';
    case 'integer':
      return String(f.default ?? f.min);
    case 'boolean':
      return f.default === false ? 'N' : 'Y';
    case 'date':
      return '2025-01-01';
    case 'enum':
      return String(f.default ?? f.values[0] ?? '');
    case 'ref':
      return '';
  }
}

function importColumnOf(decl: ResourceDecl, name: string, f: FieldDecl): ImportColumn {
  const base = { key: name, label: labelKeys(decl).field(name), required: !!f.required, example: exampleOf(f) };
  switch (f.kind) {
    case 'text':
      return f.pattern || f.upperCase ? { ...base, kind: 'code', upperCase: !!f.upperCase } : { ...base, kind: 'text' };
    case 'integer':
      return { ...base, kind: 'integer' };
    case 'boolean':
      return { ...base, kind: 'flag' };
    case 'date':
      return { ...base, kind: 'date' };
    case 'enum':
      return { ...base, kind: 'enum', values: f.values, enumLabels: f.labels };
    case 'ref':
      // the referred record by its title (resolved within the company by the server)
      return { ...base, kind: 'ref' };
  }
}

/** The import columns: every field the create form has (create-only ones included), in the form's order. */
export function declaredImportColumns(decl: ResourceDecl): ImportColumn[] {
  return Object.entries(decl.fields).map(([name, f]) => importColumnOf(decl, name, f));
}
