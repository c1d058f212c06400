/**
 * The bodies and answers of a plain company-owned resource's routes (server/lib/resourceRoutes.ts):
 * `POST base/list`, `GET base/:id`, `POST base`, `PUT base/:id` (with version), `DELETE base`.
 * Each resource's contract builds its create and update bodies from its writable fields with these.
 */
import { Type, type Static, type TInteger, type TObject, type TOptional, type TProperties, type TSchema } from 'typebox';

/** The create body: the writable fields (required ones plain, others Optional), nothing else. */
export const createBody = <F extends TProperties>(fields: F) => Type.Object(fields, { additionalProperties: false });

type UpdateProps<F extends TProperties, K extends string> = { version: TInteger } & {
  [P in Exclude<keyof F, K>]: F[P] extends TOptional<TSchema> ? F[P] : TOptional<F[P]>;
};

/**
 * Options of every edit body (a version and optional fields): unknown fields refused, and at least one
 * field besides `version` — an edit that changes nothing answers 400 (docs/decisions.md, empty edits).
 */
export const EDIT_BODY = { additionalProperties: false, minProperties: 2 } as const;

/** The update body: `version` (a stale one answers 412) and every field but the create-only ones, each optional. */
export function updateBody<F extends TProperties, K extends keyof F & string = never>(fields: F, createOnly: readonly K[] = []): TObject<UpdateProps<F, K>> {
  const props = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => !(createOnly as readonly string[]).includes(k))
      .map(([k, s]) => [k, Type.Optional(s)]),
  );
  return Type.Object({ version: Type.Integer({ minimum: 1 }), ...props }, EDIT_BODY) as unknown as TObject<UpdateProps<F, K>>;
}

/** Answer of `DELETE base`. */
export const DeleteAnswer = Type.Object({ deleted: Type.Integer() });
export type DeleteAnswer = Static<typeof DeleteAnswer>;
