import { can, type Principal } from '../../../lib/context';
import { createStatsRepository } from '../statsRepository';
import type { DashboardProvider } from './types';

const DAY_MS = 86_400_000;
const userManager = (p: Principal) => p.isAdmin || can(p, 'user:list');

/** Cards of the account area: users and sessions of the company, registrations for the platform operator. */
export const ACCOUNT_PROVIDERS: readonly DashboardProvider[] = [
  {
    key: 'companyUsers',
    seats: '*',
    visible: userManager,
    path: '/systemManager/user',
    count: ({ db, principal }) => createStatsRepository(db).companyUsers(principal.companyId),
  },
  {
    key: 'signedInUsers',
    seats: '*',
    visible: userManager,
    path: null,
    count: ({ db, principal, now }) => createStatsRepository(db).signedInUsers(now, principal.companyId),
  },
  {
    key: 'failedSignIns',
    seats: '*',
    visible: userManager,
    path: '/systemManager/log',
    count: ({ db, principal, now }) => createStatsRepository(db).failedSignIns(principal.companyId, new Date(now.getTime() - DAY_MS)),
  },
  {
    key: 'pendingRegistrations',
    seats: '*',
    // Registrations are the platform operator's work: its platform administrators approve them.
    visible: (p) => p.isPlatformAdmin,
    path: '/systemManager/registrationApproval',
    count: ({ db }) => createStatsRepository(db).pendingRegistrations(),
  },
  {
    key: 'ownSessions',
    seats: '*',
    visible: () => true,
    path: null,
    count: ({ db, principal, now }) => createStatsRepository(db).ownLiveSessions(now, principal.companyId, principal.userId),
  },
];
