import { Type, type TSchema } from 'typebox';

/** `{code, message, result}` around a result schema. */
export const Envelope = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), result });

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  key: Type.String(),
  result: Type.Unknown(),
});

/** Standard error answers declared on every route (they appear in the OpenAPI document). */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  402: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  412: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
};

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
/** DELETE bodies: a non-empty array of ids (requirements S7). */
export const IdArray = Type.Array(Uuid, { minItems: 1, maxItems: 500, uniqueItems: true });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** An instant: answered as an ISO 8601 string (the serializer turns Dates into strings). */
export const Instant = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });

/** Audit fields every business record answers with. */
export const AuditFields = {
  createAuthor: Nullable(Type.String()),
  createTime: Instant,
  updateAuthor: Nullable(Type.String()),
  updateTime: Instant,
  version: Type.Integer(),
};

export const Ok = Envelope(Type.Null());

/** An instant the client sends: an ISO 8601 UTC string ending in Z. */
export const UtcInstant = Type.String({ format: 'date-time', pattern: 'Z$' });

/**
 * A type as it arrives over the wire: the server may hand `Date`s to the serialiser (schemas say
 * `Instant`), the browser always receives ISO strings. `Wire<Static<typeof X>>` is the browser's type.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
