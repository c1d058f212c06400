/**
 * Form–seat relations: a plain company-owned resource; every seat code must be one of the
 * company's seats (400 `validation.unknownReference` on `seatCodes` otherwise), stored sorted.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FormSeatBody, FormSeatUpdate } from '../../../src/contract/formSeat';
import { isBlank, VK } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { formSeatRelations, seats } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { OPS, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';

const t = formSeatRelations;
export const formSeatListDef: ListResourceDef = {
  name: 'formSeat',
  fields: {
    formType: { column: t.formType, type: 'string', ops: ['eq', 'in'], sortable: true },
    names: { column: t.names, type: 'string', ops: OPS.text, sortable: true },
    isMultiLeg: { column: t.isMultiLeg, type: 'boolean', ops: ['eq'], sortable: true },
    exportType: { column: t.exportType, type: 'string', ops: ['eq', 'in'], sortable: true },
    crewType: { column: t.crewType, type: 'string', ops: ['eq', 'in'], sortable: true },
    sendTo: { column: t.sendTo, type: 'string', ops: ['eq', 'in'], sortable: true },
    lang: { column: t.lang, type: 'string', ops: ['eq', 'in'], sortable: true },
    createTime: { column: t.createTime, type: 'datetime', ops: OPS.time, sortable: true },
    updateTime: { column: t.updateTime, type: 'datetime', ops: OPS.time, sortable: true },
  },
  defaultSort: { field: 'formType', direction: 'asc' },
  tieBreaker: t.id,
};

export function createFormSeatService(deps: { db: Db; logs: OperationLog }) {
  const resource = defineResource(deps, {
    name: 'formSeat',
    table: t,
    scope: { companyColumn: t.companyId },
    list: formSeatListDef,
    label: (row) => row.names,
    prepare(_ctx, input) {
      const out = { ...input };
      if (typeof out.names === 'string') {
        out.names = out.names.trim();
        if (isBlank(out.names as string)) throw badRequest({ fields: { names: { key: VK.required } } });
      }
      if (Array.isArray(out.seatCodes)) out.seatCodes = [...(out.seatCodes as string[])].sort();
      return out;
    },
    // the codes are seat keys by schema; they must also be seats of the caller's company
    async checkRow(tx, ctx, row) {
      const codes = row.seatCodes;
      const found = await tx.select({ keyName: seats.keyName }).from(seats).where(and(eq(seats.companyId, ctx.principal.companyId), inArray(seats.keyName, codes)));
      const known = new Set(found.map((s) => s.keyName));
      const missing = codes.find((c) => !known.has(c));
      if (missing !== undefined) throw unknownReference('seatCodes', missing);
    },
    uniques: { form_seat_relations_company_form_type_names_uq: { field: 'names', key: 'systemLog.formSeat.uniqueNames' } },
    uniqueFields: { form_seat_relations_company_form_type_names_uq: 'names' },
  });

  return {
    list: (ctx: Ctx, body: ListQueryBody) => resource.list(ctx, body),
    get: (ctx: Ctx, id: string) => resource.get(ctx, id),
    create: (ctx: Ctx, body: FormSeatBody) => resource.create(ctx, body as never),
    update: (ctx: Ctx, id: string, body: FormSeatUpdate) => resource.update(ctx, id, body as never),
    remove: (ctx: Ctx, ids: string[]) => resource.remove(ctx, ids),
  };
}

export type FormSeatService = ReturnType<typeof createFormSeatService>;
