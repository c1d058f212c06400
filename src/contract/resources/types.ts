/**
 * The shape of a declared resource (docs/decisions.md "Declared resources"): one plain-data
 * declaration per reference-data screen, read by the server (table, service, routes) and by the
 * browser (list screen, form). Nothing here runs a query or renders: it only describes.
 */
import type { DataDimension } from '../../domain/access';
import { chineseName, digitsOnly, email, landlinePhone, mainlandMobile, plainName, url, type Rule } from '../../domain/validation';

/** Format rules of src/domain/validation a text field may name (checked as the user types and again on the server). */
export const DOMAIN_RULES = { plainName, digitsOnly, email, url, mainlandMobile, landlinePhone, chineseName } satisfies Record<string, Rule>;
export type DomainRuleName = keyof typeof DOMAIN_RULES;

/** How the search bar offers a field. */
export type SearchOp = 'eq' | 'like' | 'startsWith';

interface FieldBase {
  /** Must be given on create and cannot be emptied. */
  required?: boolean;
  /** Value of a new record, also the column default (the field then never holds null). */
  default?: string | number | boolean;
  /** Shown as a list column (default true; multi-line text false). */
  list?: boolean;
  /** Offered in the search bar with this operator (list queries accept every operator of the field's type anyway). */
  search?: SearchOp;
  /** The list sorts on it (default true; multi-line text false). */
  sortable?: boolean;
  /** Only a create sets it. */
  createOnly?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength: number;
  /** A code pattern (JSON-schema / JS syntax, anchored) and an example of a valid value for the message. */
  pattern?: { source: string; example: string };
  /** A shared format rule of src/domain/validation. */
  rule?: DomainRuleName;
  /** Sent in capitals (codes). */
  upperCase?: boolean;
  /** A text area: line breaks and tabs allowed (other control characters never). */
  multiline?: boolean;
}
export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
}
/** A calendar date, `YYYY-MM-DD`. */
export interface DateField extends FieldBase {
  kind: 'date';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  /** The values, from src/domain. */
  values: readonly string[];
  /** i18n prefix of the value labels: `<labels>.<value>`. */
  labels: string;
}
/** The id of a record of another declared resource (or of this one: a tree) in the same company. */
export interface RefField extends FieldBase {
  kind: 'ref';
  /** `name` of the declared resource referred to. */
  to: string;
}
export type FieldDecl = TextField | IntegerField | BooleanField | DateField | EnumField | RefField;

export interface UniqueDecl {
  /** Unique within the company. */
  fields: readonly string[];
  /** i18n key shown on the first of `fields` when a write clashes (409). */
  message: string;
}

export interface ResourceDecl {
  /** Resource name: service key, operation-log module, screen id, and i18n prefix (`<name>.noun`, `<name>.field.<field>`; file locales/<lang>/<name>.json). */
  name: string;
  /** SQL table. */
  table: string;
  /** API base, `/{module}/v1/{resources}`. */
  path: string;
  /** Permission area: `<area>:list` reads, `<area>:add|edit|delete` writes (the menu's buttons). */
  area: string;
  /** The menu's component key (server/seed/menus) that opens the screen. */
  component: string;
  /** English noun for the API document. */
  noun: string;
  /** OpenAPI tag. */
  tag: string;
  /** Field order is the form's and the list's. */
  fields: Readonly<Record<string, FieldDecl>>;
  /** The field naming a record (operation log, choice lists of references). */
  title: string;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  unique?: readonly UniqueDecl[];
  /** A tree: this self-reference is the parent (must exist in the company; no cycles). */
  tree?: { parent: string };
  /** A data-permission dimension restricting the rows (`field` holds the restricted id or code; 'id' the row's own id). */
  scope?: { dimension: DataDimension; field: string };
}

/** `countryCode` → `country_code`. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Name of the unique index of a unique key (the 409 answer names it as `result.constraint`). */
export const uniqueIndexName = (decl: ResourceDecl, u: UniqueDecl) => `${decl.table}_${u.fields.map(snakeCase).join('_')}_uq`;

/** i18n keys of a declared resource. */
export const labelKeys = (decl: ResourceDecl) => ({
  noun: `${decl.name}.noun`,
  fileName: `${decl.name}.fileName`,
  field: (field: string) => `${decl.name}.field.${field}`,
});

/** Typed identity: `declareResource({...})` checks a declaration where it is written. */
export const declareResource = <const D extends ResourceDecl>(decl: D): D => decl;

/** Whether a field's list column and sort are on (multi-line text is neither by default). */
export const isListed = (f: FieldDecl) => f.list ?? !(f.kind === 'text' && f.multiline);
export const isSortable = (f: FieldDecl) => f.sortable ?? !(f.kind === 'text' && f.multiline);
