import { ErrorKey } from '../../../src/domain/api';
import { aircraftOperationErrors, type FleetRecordKey } from '../../../src/domain/fleet/aircraftRules';
import type { Db } from '../../db/client';
import { aircraft, aircraftTypes, AIRCRAFT_STATUSES, FLEET_TYPES } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import type { ScopeDef } from '../../lib/dataScope';
import { badRequest, conflict } from '../../lib/errors';
import { OPS, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { createReferenceRepository } from './referenceRepository';

/** The value lists the routes validate against (routes never import the schema). */
export { AIRCRAFT_STATUSES, FLEET_TYPES };


/** Aircraft types: the company, then the `aircraftType` dimension on the type id. */
export const aircraftTypeScope: ScopeDef = { companyColumn: aircraftTypes.companyId, dimensions: { aircraftType: aircraftTypes.id } };

export const aircraftTypeListDef: ListResourceDef = {
  name: 'aircraftType',
  fields: {
    id: { column: aircraftTypes.id, type: 'uuid', ops: ['eq', 'in'] },
    code: { column: aircraftTypes.code, type: 'string', ops: OPS.text, sortable: true },
    name: { column: aircraftTypes.name, type: 'string', ops: OPS.text, sortable: true },
    manufacturer: { column: aircraftTypes.manufacturer, type: 'string', ops: OPS.text, sortable: true },
    seats: { column: aircraftTypes.seats, type: 'integer', ops: OPS.number, sortable: true },
    cruiseSpeedKmh: { column: aircraftTypes.cruiseSpeedKmh, type: 'integer', ops: OPS.number, sortable: true },
    maxRangeKm: { column: aircraftTypes.maxRangeKm, type: 'integer', ops: OPS.number, sortable: true },
    createTime: { column: aircraftTypes.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: aircraftTypes.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'code', direction: 'asc' },
  tieBreaker: aircraftTypes.id,
};

/** Aircraft: the company, then the `aircraft`, `aircraftType` and `base` dimensions. */
export const aircraftScope: ScopeDef = {
  companyColumn: aircraft.companyId,
  dimensions: { aircraft: aircraft.id, aircraftType: aircraft.typeId, base: aircraft.baseIcao },
};

export const aircraftListDef: ListResourceDef = {
  name: 'aircraft',
  fields: {
    tailNo: { column: aircraft.tailNo, type: 'string', ops: OPS.text, sortable: true },
    typeId: { column: aircraft.typeId, type: 'uuid', ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    serialNo: { column: aircraft.serialNo, type: 'string', ops: OPS.text, sortable: true },
    seatNum: { column: aircraft.seatNum, type: 'integer', ops: OPS.number, sortable: true },
    baseIcao: { column: aircraft.baseIcao, type: 'string', ops: OPS.text, sortable: true },
    locationIcao: { column: aircraft.locationIcao, type: 'string', ops: OPS.text, sortable: true },
    fleetType: { column: aircraft.fleetType, type: 'enum', enumValues: FLEET_TYPES, ops: ['eq', 'ne', 'in'], sortable: true },
    status: { column: aircraft.status, type: 'enum', enumValues: AIRCRAFT_STATUSES, ops: ['eq', 'ne', 'in', 'notIn'], sortable: true },
    customerId: { column: aircraft.customerId, type: 'uuid', ops: ['eq', 'in', 'isNull', 'isNotNull'] },
    registryCountry: { column: aircraft.registryCountry, type: 'string', ops: ['eq', 'in', 'isNull'], sortable: true },
    manufactureDate: { column: aircraft.manufactureDate, type: 'date', ops: OPS.number, sortable: true },
    sortNum: { column: aircraft.sortNum, type: 'integer', ops: OPS.number, sortable: true },
    enabled: { column: aircraft.enabled, type: 'boolean', ops: ['eq'], sortable: true },
    icao24: { column: aircraft.icao24, type: 'string', ops: ['eq', 'in', 'isNull', 'isNotNull'] },
    createTime: { column: aircraft.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: aircraft.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'sortNum', direction: 'asc' },
  tieBreaker: aircraft.id,
};

/** A known ICAO code, or 400 on `field`. */
export async function assertAirport(repo: ReturnType<typeof createReferenceRepository>, field: string, icao: string | null | undefined) {
  if (icao && !(await repo.airportExists(icao))) throw unknownReference(field, icao);
}

export function createAircraftTypeService(deps: { db: Db; logs: OperationLog }) {
  return defineResource(deps, {
    name: 'aircraftType',
    table: aircraftTypes,
    scope: aircraftTypeScope,
    list: aircraftTypeListDef,
    label: (row) => row.code,
    async afterDelete(tx, ctx, ids) {
      const used = await createReferenceRepository(tx).typeUsers(ctx.principal.companyId, ids);
      if (used.aircraft > 0 || used.crews > 0) throw conflict(ErrorKey.dataChanged, { inUse: used });
    },
  });
}

export function createAircraftService(deps: { db: Db; logs: OperationLog }) {
  return defineResource(deps, {
    name: 'aircraft',
    table: aircraft,
    scope: aircraftScope,
    list: aircraftListDef,
    label: (row) => row.tailNo,
    tailNo: (row) => row.tailNo,
    async checkRow(tx, ctx: Ctx, row) {
      const repo = createReferenceRepository(tx);
      const companyId = ctx.principal.companyId;
      if ((await repo.typesInCompany(companyId, [row.typeId])) !== 1) throw unknownReference('typeId');
      if (row.customerId && !(await repo.customerInCompany(companyId, row.customerId))) throw unknownReference('customerId');
      await assertAirport(repo, 'baseIcao', row.baseIcao);
      await assertAirport(repo, 'locationIcao', row.locationIcao);
      const refused = aircraftOperationErrors(row);
      const first = Object.values(refused)[0];
      if (first) throw badRequest({ fields: refused }, first.key as FleetRecordKey);
    },
  });
}

export type AircraftTypeService = ReturnType<typeof createAircraftTypeService>;
export type AircraftService = ReturnType<typeof createAircraftService>;
