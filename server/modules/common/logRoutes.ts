import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { exportColumns, type ExportEnv } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import { listAnswerSchema, ListQuerySchema } from '../../lib/listQuery';
import { Envelope, errorResponses } from '../../../src/contract/common';
import { LOG_COLUMNS, LogRow } from '../../../src/contract/logs';
import { ctxOf } from '../../plugins/access';
import type { Services } from '../../services';

const BASE = '/common/v1/sysLogs';
const tags = ['common: logs'];

/** The text of `<prefix>.<value>` when the locales have one, else the value as stored (module and function names are open-ended). */
export const labelOr = (prefix: string) => (v: unknown, env: ExportEnv) => {
  const key = `${prefix}.${String(v)}`;
  const text = env.tr(key);
  return text === key ? String(v) : text;
};

export const logRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  app.post(`${BASE}/list`, {
    config: { access: { permission: 'log:list' } },
    schema: { tags, summary: 'Operation (type 1) and login (type 2) logs', body: ListQuerySchema, response: { 200: Envelope(listAnswerSchema(LogRow)), ...errorResponses } },
    handler: async (request) => ok(await services.logQuery.list(ctxOf(request), request.body)),
  });

  registerExport<LogRow>(app, {
    base: BASE,
    access: { permission: 'log:export' },
    tags,
    noun: 'system log',
    fileName: 'systemLog.fileName',
    list: services.logQuery.list,
    columns: exportColumns<LogRow>(LOG_COLUMNS, {
      createTime: (r) => r.createTime,
      moduleName: { value: (r) => r.moduleName, enumLabel: labelOr('systemLog.module') },
      functionName: { value: (r) => r.functionName, enumLabel: labelOr('systemLog.function') },
      operator: (r) => r.operator,
      ip: (r) => r.ip,
      flightNo: (r) => r.flightNo,
      tailNo: (r) => r.tailNo,
      businessId: (r) => r.businessId,
      success: (r) => r.success,
      info: (r) => r.info,
      permissionType: (r) => r.permissionType,
      beforeList: (r) => r.beforeList?.join('\n'),
      afterList: (r) => r.afterList?.join('\n'),
    }),
  });
};
