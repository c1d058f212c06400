import type { Db } from '../../db/client';
import { sysLogs } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import { listPage } from '../../lib/crud';
import { scopeWhere, type ScopeDef } from '../../lib/dataScope';
import type { ListQueryBody, ListResourceDef } from '../../lib/listQuery';
import { pageLogs } from './logRepository';

export const logScope: ScopeDef = { companyColumn: sysLogs.companyId };

export const logListDef: ListResourceDef = {
  name: 'sysLog',
  fields: {
    type: { column: sysLogs.type, type: 'enum', enumValues: [1, 2], ops: ['eq'], sortable: true },
    moduleName: { column: sysLogs.moduleName, type: 'string', ops: ['eq', 'like', 'in'], sortable: true },
    functionName: { column: sysLogs.functionName, type: 'string', ops: ['eq', 'like', 'in'], sortable: true },
    info: { column: sysLogs.info, type: 'string', ops: ['like'] },
    operator: { column: sysLogs.operator, type: 'string', ops: ['eq', 'like'], sortable: true },
    ip: { column: sysLogs.ip, type: 'string', ops: ['eq', 'startsWith'], sortable: true },
    flightNo: { column: sysLogs.flightNo, type: 'string', ops: ['eq', 'like'], sortable: true },
    tailNo: { column: sysLogs.tailNo, type: 'string', ops: ['eq', 'like'], sortable: true },
    businessId: { column: sysLogs.businessId, type: 'string', ops: ['eq'] },
    success: { column: sysLogs.success, type: 'enum', enumValues: [0, 1], ops: ['eq'] },
    permissionType: { column: sysLogs.permissionType, type: 'integer', ops: ['eq', 'in', 'isNull', 'isNotNull'], sortable: true },
    createTime: { column: sysLogs.createTime, type: 'datetime', ops: ['gt', 'ge', 'lt', 'le', 'between'], sortable: true },
  },
  defaultSort: { field: 'createTime', direction: 'desc' },
  tieBreaker: sysLogs.id,
};

export function createLogQueryService(db: Db) {
  return {
    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listPage(db, sysLogs, logListDef, scopeWhere(logScope, ctx.principal), body, (q) => pageLogs(db, q));
      return { totalNum: page.totalNum, list: page.list.map(({ companyId: _c, ...l }) => l) };
    },
  };
}
