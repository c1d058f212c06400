import type { Db } from '../../db/client';
import { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, crews } from '../../db/schema';
import type { ScopeDef } from '../../lib/dataScope';
import { OPS, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { assertAirport } from '../fleet/fleetService';
import { createReferenceRepository } from '../fleet/referenceRepository';

export { CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES };


/** Crew: the company, then the `crew` (id), `crewType` and `base` dimensions. */
export const crewScope: ScopeDef = {
  companyColumn: crews.companyId,
  dimensions: { crew: crews.id, crewType: crews.crewType, base: crews.baseIcao },
};

export const crewListDef: ListResourceDef = {
  name: 'crew',
  fields: {
    workNo: { column: crews.workNo, type: 'string', ops: OPS.text, sortable: true },
    cnName: { column: crews.cnName, type: 'string', ops: OPS.text, sortable: true },
    enName: { column: crews.enName, type: 'string', ops: OPS.text, sortable: true },
    sex: { column: crews.sex, type: 'enum', enumValues: CREW_SEXES, ops: ['eq', 'isNull'], sortable: true },
    nationality: { column: crews.nationality, type: 'string', ops: ['eq', 'ne', 'in', 'notIn', 'isNull'], sortable: true },
    crewType: { column: crews.crewType, type: 'enum', enumValues: CREW_TYPES, ops: ['eq', 'ne', 'in'], sortable: true },
    position: { column: crews.position, type: 'enum', enumValues: CREW_POSITIONS, ops: ['eq', 'ne', 'in', 'isNull'], sortable: true },
    baseIcao: { column: crews.baseIcao, type: 'string', ops: OPS.text, sortable: true },
    department: { column: crews.department, type: 'string', ops: OPS.text, sortable: true },
    email: { column: crews.email, type: 'string', ops: OPS.text },
    phone: { column: crews.phone, type: 'string', ops: OPS.text },
    birthdate: { column: crews.birthdate, type: 'date', ops: OPS.number, sortable: true },
    hireDate: { column: crews.hireDate, type: 'date', ops: OPS.number, sortable: true },
    dateTerminated: { column: crews.dateTerminated, type: 'date', ops: OPS.number, sortable: true },
    status: { column: crews.status, type: 'enum', enumValues: CREW_STATUSES, ops: ['eq', 'ne'], sortable: true },
    employeeType: { column: crews.employeeType, type: 'string', ops: OPS.text, sortable: true },
    createTime: { column: crews.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: crews.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
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
    uniqueFields: { crews_company_work_no_uq: 'workNo' },
    /** Imported rows name qualified aircraft types by code: ids of the company's types, else unknownReference. */
    async resolveImport(tx, ctx, body) {
      const codes = (body.qualifiedTypeIds as string[] | undefined) ?? [];
      const found = await createReferenceRepository(tx).typeIdsByCode(ctx.principal.companyId, codes);
      const ids = new Map(found.map((t) => [t.code, t.id]));
      const unknown = codes.filter((c) => !ids.has(c));
      if (unknown.length > 0) throw unknownReference('qualifiedTypeIds', unknown.join(', '));
      return { ...body, qualifiedTypeIds: codes.map((c) => ids.get(c)!) };
    },
  });
}

export type CrewService = ReturnType<typeof createCrewService>;
