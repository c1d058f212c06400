import type { Db } from '../../db/client';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, crews } from '../../db/schema';
import type { ScopeDef } from '../../lib/dataScope';
import type { ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { assertAirport } from '../fleet/fleetService';
import { createReferenceRepository } from '../fleet/referenceRepository';

export { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES };

const TEXT = ['eq', 'ne', 'like', 'startsWith', 'in', 'isNull', 'isNotNull'] as const;
const DATE = ['eq', 'gt', 'ge', 'lt', 'le', 'between', 'isNull', 'isNotNull'] as const;
const TIME = ['gt', 'ge', 'lt', 'le', 'between'] as const;

/** Crew: the company, then the `crew` (id), `crewType` and `base` dimensions. */
export const crewScope: ScopeDef = {
  companyColumn: crews.companyId,
  dimensions: { crew: crews.id, crewType: crews.crewType, base: crews.baseIcao },
};

export const crewListDef: ListResourceDef = {
  name: 'crew',
  fields: {
    workNo: { column: crews.workNo, type: 'string', ops: TEXT, sortable: true },
    cnName: { column: crews.cnName, type: 'string', ops: TEXT, sortable: true },
    enName: { column: crews.enName, type: 'string', ops: TEXT, sortable: true },
    sex: { column: crews.sex, type: 'enum', enumValues: CREW_SEXES, ops: ['eq', 'isNull'], sortable: true },
    nationality: { column: crews.nationality, type: 'string', ops: ['eq', 'ne', 'in', 'notIn', 'isNull'], sortable: true },
    crewType: { column: crews.crewType, type: 'enum', enumValues: CREW_TYPES, ops: ['eq', 'ne', 'in'], sortable: true },
    position: { column: crews.position, type: 'enum', enumValues: CREW_POSITIONS, ops: ['eq', 'ne', 'in', 'isNull'], sortable: true },
    baseIcao: { column: crews.baseIcao, type: 'string', ops: TEXT, sortable: true },
    department: { column: crews.department, type: 'string', ops: TEXT, sortable: true },
    email: { column: crews.email, type: 'string', ops: TEXT },
    phone: { column: crews.phone, type: 'string', ops: TEXT },
    birthdate: { column: crews.birthdate, type: 'date', ops: DATE, sortable: true },
    hireDate: { column: crews.hireDate, type: 'date', ops: DATE, sortable: true },
    dateTerminated: { column: crews.dateTerminated, type: 'date', ops: DATE, sortable: true },
    status: { column: crews.status, type: 'enum', enumValues: CREW_STATUSES, ops: ['eq', 'ne'], sortable: true },
    employeeType: { column: crews.employeeType, type: 'string', ops: TEXT, sortable: true },
    createTime: { column: crews.createTime, type: 'datetime', ops: TIME, sortable: true },
    updateTime: { column: crews.updateTime, type: 'datetime', ops: TIME, sortable: true },
  },
  defaultSort: { field: 'workNo', direction: 'asc' },
  tieBreaker: crews.id,
};

export function createCrewService(deps: { db: Db; logs: OperationLog }) {
  return defineResource(deps, {
    name: 'crew',
    table: crews,
    scope: crewScope,
    list: crewListDef,
    label: (row) => `${row.workNo} ${row.cnName}`,
    async checkRow(tx, ctx, row) {
      const repo = createReferenceRepository(tx);
      const ids = row.qualifiedTypeIds;
      if (ids.length > 0 && (await repo.typesInCompany(ctx.principal.companyId, ids)) !== new Set(ids).size) throw unknownReference('qualifiedTypeIds');
      await assertAirport(repo, 'baseIcao', row.baseIcao);
    },
  });
}

export type CrewService = ReturnType<typeof createCrewService>;
