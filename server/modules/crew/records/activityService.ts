/**
 * Leave, rest, official business, training and standby periods of a crew member: UTC instants, the
 * end after the start and at most `MAX_ACTIVITY_DAYS` later; a place (ICAO) of the catalogue when given.
 * Overlapping periods are allowed (standby during a training day is real); the scheduling checks
 * judge each blocking one against a leg.
 */
import { CREW_ACTIVITY_KINDS } from '../../../../src/contract/crewRecords';
import type { CrewActivityKind } from '../../../../src/domain/crew/recordChecks';
import { crewActivities } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { OPS } from '../../../lib/listQuery';
import { assertAirport } from '../../fleet/fleetService';
import { createReferenceRepository } from '../../fleet/referenceRepository';
import { defineCrewRecord, type RecordDeps } from './crewRecordResource';
import { ruleError } from './recordCommon';

const T = crewActivities;
/** The longest period one record may hold (a year's leave at most). */
export const MAX_ACTIVITY_DAYS = 366;
const DAY_MS = 86_400_000;

const toDate = (v: unknown) => (typeof v === 'string' ? new Date(v) : v);

export function createActivityService(deps: RecordDeps) {
  return defineCrewRecord(deps, {
    name: 'crewActivity',
    table: T,
    defaultSort: { field: 'startUtc', direction: 'desc' },
    fields: () => ({
      kind: { column: T.kind, type: 'enum', enumValues: CREW_ACTIVITY_KINDS, ops: ['eq', 'ne', 'in'], sortable: true },
      startUtc: { column: T.startUtc, type: 'datetime', ops: OPS.time, sortable: true },
      endUtc: { column: T.endUtc, type: 'datetime', ops: OPS.time, sortable: true },
      place: { column: T.place, type: 'string', ops: ['eq', 'in', 'isNull'], sortable: true },
      updateTime: { column: T.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
    }),
    label: (row) => `${row.kind} ${row.startUtc.toISOString()}`,
    prepare(_ctx, input) {
      const out = { ...input };
      if ('startUtc' in out) out.startUtc = toDate(out.startUtc);
      if ('endUtc' in out) out.endUtc = toDate(out.endUtc);
      return out;
    },
    async checkRow(tx, _ctx, row) {
      const span = row.endUtc.getTime() - row.startUtc.getTime();
      if (span <= 0) throw badRequest(ruleError('endUtc', 'endAfterStart'));
      if (span > MAX_ACTIVITY_DAYS * DAY_MS) throw badRequest(ruleError('endUtc', 'activityTooLong', { max: MAX_ACTIVITY_DAYS }));
      await assertAirport(createReferenceRepository(tx), 'place', row.place);
    },
    async present(_db, rows) {
      return rows.map((r) => ({ ...r, kind: r.kind as CrewActivityKind }));
    },
  });
}

export type ActivityService = ReturnType<typeof createActivityService>;
