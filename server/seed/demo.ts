import { randomBytes } from 'node:crypto';
import { SEAT_KEYS, type SeatKey } from '../../src/domain/access';
import type { Config } from '../config';
import type { FlightLogCounts } from './demoFlightLogs';
import type { Ctx } from '../lib/context';
import { createCompanyRepository } from '../modules/common/companyRepository';
import { sha1Hex } from '../modules/uaa/tokens';
import type { Services } from '../services';
import { principalBaseOf } from '../modules/account/accessService';
import { areaOf } from '../modules/account/menuCatalog';
import type { Db } from '../db/client';
import { ADMIN_ONLY_AREAS, flattenMenus, hasSeat } from './menuTree';
import { seedDeclaredData } from './declared';
import { seedCrewRecords } from './crewRecords';
import { seedSystemConfig } from './systemConfig';
import { seedReferenceData } from './reference';
import { seedFleetUpkeep } from './fleetUpkeep';
import { seedDemoTrips, type DemoTripSize } from './demoTrips';

/** Demo user names, one per seat. */
export const DEMO_USERS: Record<SeatKey, string> = {
  CUSTOMER_SERVICE: 'demo-cs',
  OPS_EVALUATION: 'demo-eval',
  FLEET: 'demo-fleet',
  CREW: 'demo-crew',
  RUN: 'demo-run',
  CABIN: 'demo-cabin',
  GROUND: 'demo-ground',
  CONTROL: 'demo-control',
  TRAINING: 'demo-training',
  FINANCE: 'demo-finance',
};

export const DEMO_COMPANY_CODE = 'DEMO';

/** A password that passes the sign-up rules: upper, lower, digits and a symbol. */
export function generatePassword(): string {
  return `Foc-${randomBytes(6).toString('hex')}A9`;
}

/** Button permissions of a seat's screens, and the view point of each of their areas, outside the administrators' areas. */
export function seatPermissions(seat: SeatKey): string[] {
  const adminPaths = ADMIN_ONLY_AREAS.map((key) => `/${key}`);
  const keys = new Set<string>();
  let area = '';
  for (const m of flattenMenus()) {
    if (m.depth === 0) area = m.fullPath;
    if (m.menu.menuType !== 'button' || !m.menu.perms || adminPaths.includes(area)) continue;
    if (hasSeat(m.menu.seats, seat)) keys.add(m.menu.perms).add(`${areaOf(m.menu.perms)}:list`);
  }
  return [...keys].sort();
}

/** Trips, legs and ferry legs written, and the flown legs' flight logs. */
export type DemoTripCounts = { trips: number; legs: number; ferries: number; flightLogs?: FlightLogCounts };

export interface SeedResult {
  seeded: boolean;
  adminPassword?: string;
  generated?: boolean;
  trips?: DemoTripCounts | null;
  /** With `deferTrips`: writes the demo trips when called (the server runs it after it listens). */
  writeTrips?: () => Promise<DemoTripCounts | null>;
}

/**
 * On an empty database: the demo operator (the platform operator, approving registrations),
 * its administrator `admin`, and one demo user per seat with a role of that seat's permissions.
 * then the demo reference data (aircraft types, aircraft, customers, crew; see ./reference)
 * and that of the declared resources (countries, document types, agent levels; see ./declared).
 * Everything is written through the same services users call.
 */
/**
 * `trips`: the demo trips (`npm start` asks for them; tests seed none and make their own);
 * `deferTrips` hands them back as `writeTrips` instead of writing them now.
 */
/** Site messages each demo user finds unread after the seed (the rest of the demo's history is read). */
export const DEMO_UNREAD_PER_USER = 12;

export async function seedDemo(
  db: Db,
  services: Services,
  config: Config,
  opts: { trips?: DemoTripSize; deferTrips?: boolean; onProgress?: (done: number, total: number) => void; stop?: () => boolean } = {},
): Promise<SeedResult> {
  if ((await createCompanyRepository(db).count()) > 0) return { seeded: false };
  const password = config.adminPassword ?? generatePassword();
  const { company, adminUserId } = await services.companies.provision({
    company: {
      name: '示范公务航空 Demo Business Aviation',
      code: DEMO_COMPANY_CODE,
      phone: '010-64590000',
      address: '北京市顺义区首都机场公务机楼',
      contactPerson: '系统管理员',
      mobile: '13800000000',
      email: 'ops@demo.example',
    },
    status: 'active',
    isPlatform: true,
    admin: { userName: 'admin', passwordSha1: sha1Hex(password), personName: '系统管理员', isPlatformAdmin: true },
  });
  const principal = await services.access.load(
    principalBaseOf({ id: adminUserId, userName: 'admin', personName: '系统管理员', companyId: company.id, isPlatformAdmin: true }),
  );
  const ctx: Ctx = { principal, ip: 'seed' };
  const seats = await services.access.seatsOfCompany(company.id);
  const seatUsers: Partial<Record<SeatKey, { id: string; userName: string; personName: string }>> = {};
  for (const [i, seatKey] of SEAT_KEYS.entries()) {
    const seat = seats.find((s) => s.keyName === seatKey)!;
    const role = await services.roles.create(ctx, { name: `${seat.name}`, code: `SEAT_${seatKey}`, sortNum: i + 1 });
    await services.roles.setPermissions(ctx, role.id, role.version, seatPermissions(seatKey));
    seatUsers[seatKey] = await services.users.create(ctx, {
      userName: DEMO_USERS[seatKey],
      password,
      personName: `${seat.name}值班员`,
      roleIds: [role.id],
      seatIds: [seat.id],
    });
  }
  await seedReferenceData(services, ctx);
  await seedFleetUpkeep(services, ctx);
  await seedDeclaredData(services, ctx);
  await seedSystemConfig(services, ctx);
  const u = (k: SeatKey) => seatUsers[k]!;
  const writeTrips = async () => {
    // the crew's licences, medicals, abilities, leave … before the trips the crew checks judge; part of the
    // demo (written in the background at start), not of the bare test data, which makes its own records
    if ((opts.trips ?? 'off') !== 'off') await seedCrewRecords(services, ctx);
    const written = await seedDemoTrips(services, ctx, { cs: u('CUSTOMER_SERVICE'), eval: u('OPS_EVALUATION'), fleet: u('FLEET'), crew: u('CREW'), control: u('CONTROL') }, opts.trips ?? 'off', { db, onProgress: opts.onProgress, stop: opts.stop });
    // the demo's history made messages like any change; a seat user starts with the newest few unread
    await services.publisher.dispatch(ctx.principal.companyId);
    await services.messageLogs.settleHistory(ctx.principal.companyId, DEMO_UNREAD_PER_USER);
    return written;
  };
  if (opts.deferTrips) return { seeded: true, writeTrips, adminPassword: password, generated: !config.adminPassword };
  const trips = await writeTrips();
  return { seeded: true, trips, adminPassword: password, generated: !config.adminPassword };
}
