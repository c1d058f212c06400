import type { FastifyInstance } from 'fastify';
import { ROLE_COLUMNS, type RoleExportRow } from '../../../src/contract/roles';
import { exportColumns } from '../../lib/export/format';
import { registerExport } from '../../lib/export/registerExport';
import type { Services } from '../../services';

/** `POST /common/v1/sysRoles/export` (`role:export`): the roles of the list with their permission keys. */
export function registerRoleExport(app: FastifyInstance, services: Pick<Services, 'roles'>): void {
  registerExport<RoleExportRow>(app, {
    base: '/common/v1/sysRoles',
    access: { permission: 'role:export' },
    tags: ['common: roles'],
    noun: 'role',
    fileName: 'systemRole.fileName',
    list: (ctx, body) => services.roles.listWithPermissions(ctx, body),
    columns: exportColumns<RoleExportRow>(ROLE_COLUMNS, {
      name: (r) => r.name,
      code: (r) => r.code,
      isAdmin: { value: (r) => r.isAdmin, enumLabel: (v, env) => env.tr(v ? 'systemRole.value.yes' : 'systemRole.value.no') },
      sortNum: (r) => r.sortNum,
      note: (r) => r.note,
      permissionKeys: (r) => r.permissionKeys.join(', '),
      updateAuthor: (r) => r.updateAuthor,
      updateTime: (r) => r.updateTime,
    }),
  });
}
