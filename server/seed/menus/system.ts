/**
 * /systemManager: users, roles, seats, menus, interfaces, logs and shell configuration.
 * Seeded with seats ['*'] so an admin sees it under any seat; ordinary roles are filtered by
 * permissions (see ADMIN_ONLY_AREAS in menuTree.ts).
 */
import type { MenuSeed } from './types';
import { ALL, crud, detail, dir, page } from './helpers';

export const SYSTEM_MANAGER: MenuSeed = dir('systemManager', 'SystemManager', '/systemManager', 'cog', [
  crud('system.user', 'SystemUser', 'user', 'system/user/UserList', ALL, 'user', ['resetPassword', 'enable', 'disable']),
  detail('system.userPassword', 'UserPassword', 'userPassword', 'system/user/UserPassword', ALL),
  detail('system.userRole', 'UserRole', 'userRole', 'system/user/UserRole', ALL),
  detail('system.userSeat', 'UserSeat', 'userSeat', 'system/user/UserSeat', ALL),
  detail('system.userMobile', 'UserMobile', 'userMobile', 'system/user/UserMobile', ALL),
  detail('system.userPermission', 'UserPermission', 'userPermission', 'system/user/UserPermission', ALL),
  crud('system.role', 'SystemRole', 'role', 'system/role/RoleList', ALL, 'role'),
  detail('system.roleDataAuthority', 'RoleDataAuthority', 'roleDataAuthority', 'system/role/RoleDataAuthority', ALL),
  detail('system.roleDataPermission', 'RoleDataPermission', 'roleDataPermission', 'system/role/RoleDataPermission', ALL),
  detail('system.roleAssignUser', 'RoleAssignUser', 'roleAssignUser', 'system/role/RoleAssignUser', ALL),
  detail('system.roleMobilePermission', 'RoleMobilePermission', 'roleMobilePermission', 'system/role/RoleMobilePermission', ALL),
  detail('system.roleInterfacePermission', 'RoleInterfacePermission', 'roleInterfacePermission', 'system/role/RoleInterfacePermission', ALL),
  crud('system.seat', 'SystemSeat', 'seat', 'system/seat/SeatList', ALL, 'seat'),
  detail('system.seatMenu', 'SeatMenu', 'seatMenu', 'system/seat/SeatMenu', ALL),
  crud('system.seatStatus', 'SeatStatus', 'seatStatus', 'system/seat/SeatStatusModule', ALL, 'seatStatus'),
  crud('system.menu', 'SystemMenu', 'menu', 'system/SystemMenu', ALL, 'menu'),
  crud('system.interface', 'SystemInterface', 'interface', 'system/SystemInterface', ALL, 'interface'),
  page('system.log', 'SystemLog', 'log', 'system/SystemLog', ALL, { perm: 'log', buttons: ['export'] }),
  crud('system.updateLog', 'UpdateLog', 'updateLog', 'system/UpdateLog', ALL, 'updateLog', ['publish']),
  crud('system.network', 'NetworkConfig', 'networkConfig', 'system/NetworkConfig', ALL, 'networkConfig', ['enable', 'disable']),
  crud('system.notice', 'NoticeMessage', 'noticeMessage', 'system/NoticeMessage', ALL, 'notice', ['publish']),
  crud('system.messageTemplate', 'MessageTemplate', 'messageTemplate', 'system/MessageTemplate', ALL, 'messageTemplate', ['enable', 'disable']),
  page('system.mailSettings', 'MailSettings', 'mailSettings', 'system/MailSettings', ALL, { perm: 'mailSettings', buttons: ['edit', 'test'] }),
  page('system.outbox', 'Outbox', 'outbox', 'system/Outbox', ALL, { perm: 'outbox', buttons: ['retry', 'export'] }),
  crud('system.formSeat', 'FormSeatRelation', 'formSeatRelation', 'system/FormSeatRelation', ALL, 'formSeat'),
  page('system.registration', 'RegistrationApproval', 'registrationApproval', 'system/RegistrationApproval', ALL, {
    perm: 'registration',
    buttons: ['approve', 'reject', 'export'],
  }),
]);
