import { Type } from 'typebox';
import { DATA_DIMENSIONS, DATA_MODES, type DataDimension, type DataMode } from '../../../src/domain/access';

export const VersionBody = { version: Type.Integer({ minimum: 1 }) };

export const DataGrant = Type.Object(
  {
    dimension: Type.Unsafe<DataDimension>({ type: 'string', enum: [...DATA_DIMENSIONS] }),
    mode: Type.Unsafe<DataMode>({ type: 'string', enum: [...DATA_MODES] }),
    values: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const DataGrants = Type.Array(DataGrant, { maxItems: DATA_DIMENSIONS.length });

/** Data permissions as stored (answers). */
export const DataGrantsView = Type.Array(Type.Object({ dimension: Type.String(), mode: Type.String(), values: Type.Array(Type.String()) }));
