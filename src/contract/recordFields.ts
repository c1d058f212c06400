/**
 * Field shapes shared by the record resources' contracts (fleet, customer, crew) and by other
 * modules' bodies that name the same kinds of values (ICAO codes, dates, enumerations).
 */
import { Type, type TSchema } from 'typebox';
import { Nullable } from './common';

/** An optional field that may be sent as null to empty it. */
export const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));
/** Non-empty text of at most `maxLength` characters. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const Icao = Type.String({ pattern: '^[A-Z0-9]{4}$' });
/** ISO 3166-1 alpha-2. */
export const Country = Type.String({ pattern: '^[A-Z]{2}$' });
export const DateOnly = Type.String({ format: 'date' });
/** One of a domain enumeration's values (typed as the enumeration's union). */
export const OneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
/** A text column of an answered row that may be empty. */
export const NStr = Nullable(Type.String());
export const NInt = Nullable(Type.Integer());
