/** Refusals of the records around a leg (src/domain/trip/legRecords) as AppErrors. */
import type { ErrorKey } from '../../../src/domain/api';
import { LRK, type RecordResult } from '../../../src/domain/trip/legRecords';
import { AppError } from '../../lib/errors';

/** The value of a rule of the records, or throws its refusal (409 for a second outsourced leg, else 400). */
export function recordAllowed<T>(r: RecordResult<T>): T {
  if (!r.ok) throw new AppError(r.key === LRK.civilLegExists ? 409 : 400, r.key, r.params ?? null);
  return r.value;
}
