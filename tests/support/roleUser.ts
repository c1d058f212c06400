import { ok } from './expect';
import type { TestApp } from './testApp';

/**
 * Signs in a new user of the admin's company holding one new role with `keys` (and `grants` as the
 * role's data permissions), on the first seat or the seat `seatKey`; answers the user's token.
 */
export async function userWithRole(t: TestApp, admin: string, name: string, keys: string[], opts: { grants?: object[]; seatKey?: string } = {}): Promise<string> {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.call(admin, { method, url, payload }).then(ok);
  const role = await call('POST', '/common/v1/sysRoles', { name, code: name.toUpperCase().replace(/-/g, '_') });
  const withKeys = await call('PUT', `/common/v1/sysRoles/${role.id}/permissions`, { version: role.version, permissionKeys: keys });
  if (opts.grants?.length) await call('PUT', `/common/v1/sysRoles/${role.id}/dataPermissions`, { version: withKeys.version, grants: opts.grants });
  const seats: { id: string; keyName: string }[] = await call('GET', '/common/v1/seats');
  const seat = opts.seatKey ? seats.find((s) => s.keyName === opts.seatKey)! : seats[0]!;
  await call('POST', '/common/v1/sysUsers', { userName: name, password: 'Demo-pass1', personName: name, roleIds: [role.id], seatIds: [seat.id] });
  return t.signIn(name);
}
