/** Field builders the trip module's schemas share (bodies and answers of trips, legs, Gantt, leg crew). */
import { Type, type TSchema } from 'typebox';
import { EVALUATION_RESULTS, type Evaluation } from '../../domain/trip/statuses';
import { Nullable } from '../common';

export const N = Nullable;
/** Optional and nullable: a body field the client may leave out or clear. */
export const Opt = <T extends TSchema>(t: T) => Type.Optional(Nullable(t));
/** Non-empty text of at most `maxLength` characters. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const Icao = Type.String({ pattern: '^[A-Z0-9]{4}$' });
/** One of a domain enum's values (strings, or integers for numeric codes). */
export const OneOf = <T extends string | number>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
/** The trip's version: every command carries it (412 when stale). */
export const Version = Type.Integer({ minimum: 1 });
/** The user confirmed the warnings of the form. */
export const Confirm = Type.Optional(Type.Boolean());
/** A free-text reason or note of a command. */
export const Reason = Opt(Type.String({ maxLength: 500 }));

/** A leg's performance evaluation as stored (the domain's `Evaluation`), null before any. */
export const EvaluationSchema = Type.Unsafe<Evaluation | null>(
  Nullable(Type.Object({ result: OneOf(EVALUATION_RESULTS), reason: Type.Optional(Type.String()), note: Type.Optional(Type.String()) })),
);
