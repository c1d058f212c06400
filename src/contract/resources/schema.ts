/** The TypeBox schemas of a declared resource's routes: the create body's fields and the answered row. */
import { Type, type TProperties, type TSchema } from 'typebox';
import { AuditFields, Nullable, Uuid } from '../common';
import { createBody, updateBody } from '../crud';
import type { FieldDecl, ResourceDecl } from './types';

/** Single-line text: no control character at all (NUL included, which PostgreSQL refuses). */
export const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** Multi-line text: tabs and line breaks only. */
export const MULTI_LINE = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** The value schema of one field (its pattern also keeps control characters out). */
export function valueSchema(f: FieldDecl): TSchema {
  switch (f.kind) {
    case 'text':
      return Type.String({ minLength: f.required ? 1 : 0, maxLength: f.maxLength, pattern: f.pattern?.source ?? (f.multiline ? MULTI_LINE : SINGLE_LINE) });
    case 'integer':
      return Type.Integer({ minimum: f.min, maximum: f.max });
    case 'boolean':
      return Type.Boolean();
    case 'date':
      return Type.String({ format: 'date' });
    case 'enum':
      return Type.Unsafe<string>({ type: 'string', enum: [...f.values] });
    case 'ref':
      return Uuid;
  }
}

/** Optional fields with a default never hold null; other optional fields may be sent as null to empty them. */
export const takesNull = (f: FieldDecl) => !f.required && f.default === undefined;

/** Writable fields as the create body declares them (the update makes each optional and adds `version`). */
export function fieldsSchema(decl: ResourceDecl): TProperties {
  return Object.fromEntries(
    Object.entries(decl.fields).map(([name, f]) => {
      const s = valueSchema(f);
      return [name, f.required ? s : Type.Optional(takesNull(f) ? Nullable(s) : s)];
    }),
  );
}

/** One record as answered: id, the fields (null when empty), the audit fields. */
export function rowSchema(decl: ResourceDecl) {
  const fields = Object.fromEntries(Object.entries(decl.fields).map(([name, f]) => [name, takesNull(f) ? Nullable(valueSchema(f)) : valueSchema(f)]));
  return Type.Object({ id: Type.String(), ...fields, ...AuditFields });
}

/** Fields only a create sets. */
export const createOnlyFields = (decl: ResourceDecl) => Object.entries(decl.fields).filter(([, f]) => f.createOnly).map(([name]) => name);

/** `POST <path>`: the writable fields. */
export const createSchema = (decl: ResourceDecl) => createBody(fieldsSchema(decl));
/** `PUT <path>/:id`: `version` and every field but the create-only ones, each optional. */
export const updateSchema = (decl: ResourceDecl) => updateBody(fieldsSchema(decl), createOnlyFields(decl));

/** A declared resource's record as the browser receives it (its fields depend on the declaration). */
export interface DeclaredRow {
  id: string;
  version: number;
  createAuthor: string | null;
  createTime: string;
  updateAuthor: string | null;
  updateTime: string;
  [field: string]: unknown;
}
