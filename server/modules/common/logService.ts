import { LogType } from '../../../src/domain/access';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { createLogRepository, type LogInsert } from './logRepository';

export interface OperationEntry {
  moduleName: string;
  functionName: string;
  info?: string;
  businessId?: string;
  flightNo?: string;
  tailNo?: string;
  success?: boolean;
}

export interface PermissionChange {
  /** 1 general, 2 data, 3 files, 4 seat, 5 app menu, 6 app data, 7 roles */
  permissionType: number;
  functionName: string;
  businessId: string;
  info?: string;
  before: readonly string[];
  after: readonly string[];
}

/** Writes the system log (type 1 operation, 2 login); inside the caller's transaction when given one. */
export function createLogService(db: DbOrTx) {
  const write = (row: LogInsert, tx?: DbOrTx) => createLogRepository(tx ?? db).insert(row);
  return {
    async login(user: { id: string; companyId: string; userName: string }, ip: string, success: boolean, info?: string) {
      await write({
        companyId: user.companyId,
        type: LogType.login,
        moduleName: 'uaa',
        functionName: success ? 'login' : 'loginFailed',
        info: info ?? null,
        operatorId: user.id,
        operator: user.userName,
        ip,
        success: success ? 1 : 0,
      });
    },
    async operation(ctx: Ctx, entry: OperationEntry, tx?: DbOrTx) {
      await write(
        {
          companyId: ctx.principal.companyId,
          type: LogType.operation,
          moduleName: entry.moduleName,
          functionName: entry.functionName,
          info: entry.info ?? null,
          operatorId: ctx.principal.userId,
          operator: ctx.principal.userName,
          ip: ctx.ip,
          businessId: entry.businessId ?? null,
          flightNo: entry.flightNo ?? null,
          tailNo: entry.tailNo ?? null,
          success: entry.success === false ? 0 : 1,
        },
        tx,
      );
    },
    /** A permission change with the lists before and after, sorted for comparison. */
    async permissionChange(ctx: Ctx, change: PermissionChange, tx?: DbOrTx) {
      await write(
        {
          companyId: ctx.principal.companyId,
          type: LogType.operation,
          moduleName: 'permission',
          functionName: change.functionName,
          info: change.info ?? null,
          operatorId: ctx.principal.userId,
          operator: ctx.principal.userName,
          ip: ctx.ip,
          businessId: change.businessId,
          permissionType: change.permissionType,
          beforeList: [...change.before].sort(),
          afterList: [...change.after].sort(),
        },
        tx,
      );
    },
  };
}

export type LogService = ReturnType<typeof createLogService>;
