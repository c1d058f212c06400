/** Seats, seat menus, the menu catalogue and interfaces: by-id routes aim at no row (404; round trips in systemSeats.test.ts). */
import type { MatrixArea } from './types';

const SEATS = '/common/v1/sysSeats';
const MENUS = '/common/v1/sysMenus';

export default {
  bodies: {
    [`PUT ${SEATS}/:id`]: () => ({ version: 1, note: 'Matrix' }),
    [`PUT ${SEATS}/:id/menus`]: () => ({ version: 1, menuIds: [] }),
    [`PUT ${MENUS}/:id`]: () => ({ version: 0, hidden: true }),
    'POST /common/v1/sysInterfaces/list': () => ({ pageSize: 5 }),
    'POST /common/v1/sysInterfaces/export': () => ({ scope: 'page', pageSize: 5, columns: ['module', 'key'] }),
  },
  adminStatus: Object.fromEntries([`PUT ${SEATS}/:id`, `GET ${SEATS}/:id/menus`, `PUT ${SEATS}/:id/menus`, `PUT ${MENUS}/:id`, `GET ${MENUS}/preview/:seatId`].map((r) => [r, 404])),
} satisfies MatrixArea;
