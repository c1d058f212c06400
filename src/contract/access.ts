/** Shared pieces of the access administration (users and roles): data permissions and the optimistic version. */
import { Type, type Static } from 'typebox';
import { DATA_DIMENSIONS, DATA_MODES, type DataDimension, type DataMode } from '../domain/access';

/** The `version` a command sends (the one it read; stale → 412). */
export const VersionBody = { version: Type.Integer({ minimum: 1 }) };
/** `{ version }`: the new version a command answers. */
export const Versioned = Type.Object({ version: Type.Integer() });
export type Versioned = Static<typeof Versioned>;

/** One dimension of data permissions as a command sends it. */
export const DataGrant = Type.Object(
  {
    dimension: Type.Unsafe<DataDimension>({ type: 'string', enum: [...DATA_DIMENSIONS] }),
    mode: Type.Unsafe<DataMode>({ type: 'string', enum: [...DATA_MODES] }),
    values: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type DataGrant = Static<typeof DataGrant>;

export const DataGrants = Type.Array(DataGrant, { maxItems: DATA_DIMENSIONS.length });

/** Data permissions as stored (answers). */
export const DataGrantsView = Type.Array(Type.Object({ dimension: Type.String(), mode: Type.String(), values: Type.Array(Type.String()) }));
export type DataGrantsView = Static<typeof DataGrantsView>;
