import { users } from '../../db/schema';
import type { ScopeDef } from '../../lib/dataScope';
import type { ListResourceDef } from '../../lib/listQuery';

/** System users are scoped by company only; no data dimension applies to them. */
export const userScope: ScopeDef = { companyColumn: users.companyId };

export const userListDef: ListResourceDef = {
  name: 'sysUser',
  fields: {
    userName: { column: users.userName, type: 'string', ops: ['eq', 'like', 'startsWith', 'in'], sortable: true },
    personName: { column: users.personName, type: 'string', ops: ['eq', 'like', 'startsWith'], sortable: true },
    email: { column: users.email, type: 'string', ops: ['eq', 'like', 'isNull', 'isNotNull'], sortable: true },
    mobile: { column: users.mobile, type: 'string', ops: ['eq', 'like', 'isNull', 'isNotNull'] },
    accountType: { column: users.accountType, type: 'enum', enumValues: [1, 2], ops: ['eq', 'in'], sortable: true },
    accessType: { column: users.accessType, type: 'enum', enumValues: [0, 1, 2], ops: ['eq', 'in'], sortable: true },
    status: { column: users.status, type: 'enum', enumValues: [0, 1], ops: ['eq', 'ne'], sortable: true },
    lastLoginTime: { column: users.lastLoginTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between', 'isNull'], sortable: true },
    createTime: { column: users.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
    updateTime: { column: users.updateTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: users.id,
};
