import { crews } from '../../db/schema';
import type { ScopeDef } from '../../lib/dataScope';

/** Crew: the company, then the `crew` (id), `crewType` and `base` dimensions. */
export const crewScope: ScopeDef = {
  companyColumn: crews.companyId,
  dimensions: { crew: crews.id, crewType: crews.crewType, base: crews.baseIcao },
};
