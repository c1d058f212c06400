import type { Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import type { Principal } from '../../server/lib/context';
import { createUserRepository } from '../../server/modules/common/userRepository';
import { principalBaseOf } from '../../server/modules/account/accessService';
import { seedDemo } from '../../server/seed/demo';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import type { Services } from '../../server/services';

/** Every demo user's password in tests. */
export const TEST_PASSWORD = 'Demo-pass1';
export const TEST_PASSWORD_SHA1 = sha1Hex(TEST_PASSWORD);
/** Tenant B: a second operator, registered and approved through the public registration. */
export const TENANT_B_ADMIN = 'bravo-admin';

/**
 * Test data: the demo operator (tenant A, platform operator) with admin and the ten seat users,
 * plus tenant B registered and approved like a real applicant. Written through the services.
 */
export async function seedTestData(db: Db, services: Services, config: Config): Promise<void> {
  await seedDemo(db, services, { ...config, adminPassword: TEST_PASSWORD });
  const { applicationId } = await services.companies.register({
    companyName: 'Bravo Jets',
    phone: '021-55550000',
    address: 'Hongqiao Business Aviation Centre, Shanghai',
    loginName: TENANT_B_ADMIN,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    contactPerson: 'Bravo Ops',
    mobile: '13900000000',
    email: 'ops@bravo.example',
  });
  const admin = await principalOf(db, services, 'admin');
  await services.companies.approve({ principal: admin, ip: 'seed' }, applicationId, 1);
}

/** The Principal of a user, as if signed in (for calling services directly). */
export async function principalOf(db: Db, services: Services, userName: string): Promise<Principal> {
  const user = await createUserRepository(db).findByUserName(userName.toLowerCase());
  if (!user) throw new Error(`no user ${userName}`);
  return services.access.load(principalBaseOf(user));
}
