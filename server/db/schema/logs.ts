import { index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * System log: type 1 operation, 2 login. Permission changes carry the permission type (1–7)
 * with the lists before and after. Rows are never updated.
 */
export const sysLogs = pgTable(
  'sys_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    type: smallint('type').notNull(),
    moduleName: text('module_name').notNull(),
    functionName: text('function_name').notNull(),
    info: text('info'),
    operatorId: uuid('operator_id'),
    operator: text('operator'),
    ip: text('ip'),
    flightNo: text('flight_no'),
    tailNo: text('tail_no'),
    businessId: text('business_id'),
    success: smallint('success').notNull().default(1),
    permissionType: smallint('permission_type'),
    beforeList: jsonb('before_list').$type<string[]>(),
    afterList: jsonb('after_list').$type<string[]>(),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [index('sys_logs_company_time_idx').on(t.companyId, t.createTime)],
);
