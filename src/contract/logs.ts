/** Operation and login logs (`POST /common/v1/sysLogs/list`, `/export`) and the permission-change log (operation logs with a permission type). */
import { Type, type Static } from 'typebox';
import { Instant, Nullable, type Wire } from './common';
import type { ColumnDecl } from './export';

export const LogRow = Type.Object({
  id: Type.String(),
  /** 1 operation, 2 login. */
  type: Type.Integer(),
  moduleName: Type.String(),
  functionName: Type.String(),
  info: Nullable(Type.String()),
  operatorId: Nullable(Type.String()),
  operator: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  flightNo: Nullable(Type.String()),
  tailNo: Nullable(Type.String()),
  businessId: Nullable(Type.String()),
  success: Type.Integer(),
  permissionType: Nullable(Type.Integer()),
  beforeList: Nullable(Type.Array(Type.String())),
  afterList: Nullable(Type.Array(Type.String())),
  createTime: Instant,
});
export type LogRow = Wire<Static<typeof LogRow>>;

/** Permission kinds a permission-change log names (1 general … 7 roles; src/domain/access PermissionKind). */
export const LOG_PERMISSION_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

const col = (key: string, kind: ColumnDecl['kind'], more: Partial<ColumnDecl> = {}): ColumnDecl => ({ key, label: `systemLog.col.${key}`, kind, ...more });

/**
 * Columns of the operation and login log lists and of their export. Module and function names are
 * labelled `systemLog.module.<name>` / `systemLog.function.<name>` when such a text exists, else shown
 * as stored. Logs have no airport: Local shows UTC.
 */
export const LOG_COLUMNS: readonly ColumnDecl[] = [
  col('createTime', 'datetime', { utcInLocal: true }),
  col('moduleName', 'enum', { enumPrefix: 'systemLog.module' }),
  col('functionName', 'enum', { enumPrefix: 'systemLog.function' }),
  col('operator', 'text'),
  col('ip', 'text'),
  col('flightNo', 'text'),
  col('tailNo', 'text'),
  col('businessId', 'text'),
  col('success', 'enum', { enumPrefix: 'systemLog.success' }),
  col('info', 'text'),
  col('permissionType', 'enum', { enumPrefix: 'systemLog.permissionType' }),
  col('beforeList', 'text'),
  col('afterList', 'text'),
];

/** Modules the log screen's filter offers (any other module still lists, under its stored name). */
export const LOG_MODULES = ['uaa', 'account', 'sysUser', 'sysRole', 'permission', 'registration', 'message', 'notice', 'airport', 'regulation', 'file', 'aircraft', 'aircraftType', 'customer', 'crew', 'trip', 'country', 'networkConfig', 'updateLog', 'formSeat'] as const;
