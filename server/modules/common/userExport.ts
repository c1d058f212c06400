/** `POST /common/v1/sysUsers/export` (`user:export`): the user list as the screen shows it, in the caller's language. */
import type { FastifyInstance } from 'fastify';
import { USER_COLUMNS, type UserView } from '../../../src/contract/users';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import type { Services } from '../../services';

const names = (list: readonly { name: string }[]) => list.map((x) => x.name).join(', ');

export function registerUserExport(app: FastifyInstance, services: Pick<Services, 'users'>): void {
  registerExport<UserView>(app, {
    base: '/common/v1/sysUsers',
    access: { permission: 'user:export' },
    tags: ['common: system users'],
    noun: 'system user',
    fileName: 'systemUser.fileName',
    list: services.users.list as (...a: Parameters<Services['users']['list']>) => Promise<{ totalNum: number; list: readonly unknown[] }>,
    columns: exportColumns<UserView>(USER_COLUMNS, {
      userName: (u) => u.userName,
      personName: (u) => u.personName,
      accountType: (u) => u.accountType,
      accessType: (u) => u.accessType,
      status: (u) => u.status,
      seats: (u) => names(u.seats),
      roles: (u) => names(u.roles),
      mobile: (u) => u.mobile,
      email: (u) => u.email,
      lastLoginTime: (u) => u.lastLoginTime,
      createTime: (u) => u.createTime,
    }),
  });
}
