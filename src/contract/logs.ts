/** Operation and login logs (`POST /common/v1/sysLogs/list`). */
import { Type, type Static } from 'typebox';
import { Instant, Nullable, type Wire } from './common';

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
