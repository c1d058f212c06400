import { ErrorKey } from '../../../src/domain/api';
import type { Db } from '../../db/client';
import { CUSTOMER_TYPES, customers } from '../../db/schema';
import type { ScopeDef } from '../../lib/dataScope';
import { conflict } from '../../lib/errors';
import { OPS, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog } from '../../lib/resource';
import { createReferenceRepository } from '../fleet/referenceRepository';

export { CUSTOMER_TYPES };


/** Customers: the company, then the `customer` dimension on the customer id. */
export const customerScope: ScopeDef = { companyColumn: customers.companyId, dimensions: { customer: customers.id } };

export const customerListDef: ListResourceDef = {
  name: 'customer',
  fields: {
    id: { column: customers.id, type: 'uuid', ops: ['eq', 'in'] },
    serialNumber: { column: customers.serialNumber, type: 'string', ops: OPS.text, sortable: true },
    simpleCode: { column: customers.simpleCode, type: 'string', ops: OPS.text, sortable: true },
    type: { column: customers.type, type: 'enum', enumValues: CUSTOMER_TYPES, ops: ['eq', 'in'], sortable: true },
    name: { column: customers.name, type: 'string', ops: OPS.text, sortable: true },
    personName: { column: customers.personName, type: 'string', ops: OPS.text, sortable: true },
    serviceUserId: { column: customers.serviceUserId, type: 'uuid', ops: ['eq', 'in', 'isNull', 'isNotNull'] },
    manager: { column: customers.manager, type: 'string', ops: OPS.text, sortable: true },
    linkman: { column: customers.linkman, type: 'string', ops: OPS.text, sortable: true },
    linkTel: { column: customers.linkTel, type: 'string', ops: OPS.text },
    email: { column: customers.email, type: 'string', ops: OPS.text },
    billMoneyUnit: { column: customers.billMoneyUnit, type: 'string', ops: ['eq', 'in', 'isNull'], sortable: true },
    createTime: { column: customers.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
    updateTime: { column: customers.updateTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: customers.id,
};

export function createCustomerService(deps: { db: Db; logs: OperationLog }) {
  return defineResource(deps, {
    name: 'customer',
    table: customers,
    scope: customerScope,
    list: customerListDef,
    label: (row) => row.name,
    async checkRow(tx, ctx, row) {
      if (row.serviceUserId && !(await createReferenceRepository(tx).userInCompany(ctx.principal.companyId, row.serviceUserId))) {
        throw unknownReference('serviceUserId');
      }
    },
    async afterDelete(tx, ctx, ids) {
      const hosted = await createReferenceRepository(tx).aircraftOfCustomers(ctx.principal.companyId, ids);
      if (hosted > 0) throw conflict(ErrorKey.dataChanged, { inUse: { aircraft: hosted } });
    },
  });
}

export type CustomerService = ReturnType<typeof createCustomerService>;
