import { and, inArray, type SQL } from 'drizzle-orm';
import { USER_LINK_FILTERS } from '../../../src/contract/users';
import { userRoles, userSeats, users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { ScopeDef } from '../../lib/dataScope';
import { ListQueryError, type ListQueryBody, type ListResourceDef } from '../../lib/listQuery';

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
    parentId: { column: users.parentId, type: 'uuid', ops: ['eq', 'isNull', 'isNotNull'] },
    lastLoginTime: { column: users.lastLoginTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between', 'isNull'], sortable: true },
    createTime: { column: users.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
    updateTime: { column: users.updateTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: users.id,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Takes the seat and role filters (`seatId` / `roleId`, op `eq`, top level of an AND group) out of
 * a list body: answers the body the list's fields compile from, and the condition "holds that
 * seat / role" to add to the scope. A malformed filter is a 400, as any bad list condition.
 */
export function splitLinkFilters(db: DbOrTx, body: ListQueryBody): { body: ListQueryBody; where: SQL[] } {
  const group = body.searchParas;
  if (!group || (group.logic ?? 'and').toLowerCase() !== 'and') return { body, where: [] };
  const where: SQL[] = [];
  const rest = group.conditions.filter((c) => {
    if (!('name' in c) || !(USER_LINK_FILTERS as readonly string[]).includes(c.name)) return true;
    if (c.op !== 'eq' || typeof c.value !== 'string' || !UUID.test(c.value)) {
      throw new ListQueryError(c.name, 'badValue', `"${c.name}" takes op eq and one id`);
    }
    const link = c.name === 'seatId' ? userSeats : userRoles;
    const col = c.name === 'seatId' ? userSeats.seatId : userRoles.roleId;
    where.push(inArray(users.id, db.select({ id: link.userId }).from(link).where(inArray(col, [c.value]))));
    return false;
  });
  return { body: { ...body, searchParas: { ...group, conditions: rest } }, where };
}

/** The scope and the link filters together. */
export const withLinks = (scope: SQL, where: readonly SQL[]): SQL => (where.length ? and(scope, ...where)! : scope);
