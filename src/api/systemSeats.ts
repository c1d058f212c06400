/**
 * Seats, seat menus, seat status, the menu catalogue and the interface list of system
 * administration (`/common/v1/sysSeats`, `/common/v1/sysMenus`, `/common/v1/sysInterfaces`).
 * Types: src/contract/seats.ts, menus.ts, interfaces.ts.
 */
import type { InterfaceRow } from '../contract/interfaces';
import type { CatalogueMenu, MenuUpdate, PreviewNode } from '../contract/menus';
import type { SeatMenus, SeatMenusSaved, SeatPresence, SeatUpdate, SysSeat } from '../contract/seats';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

export type { CatalogueMenu, InterfaceRow, PreviewNode, SeatMenus, SeatPresence, SysSeat };
export { INTERFACE_COLUMNS, INTERFACE_SYSTEMS, INTERFACE_TYPES } from '../contract/interfaces';
export { MENU_EDITABLE } from '../contract/menus';
export { ONLINE_WINDOW_SECONDS } from '../contract/seats';

const SEATS = '/common/v1/sysSeats';
const MENUS = '/common/v1/sysMenus';
const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const seatAdminApi = {
  list: () => api.get<SysSeat[]>(SEATS),
  update: (id: string, body: SeatUpdate) => api.put<SysSeat>(one(SEATS, id), body),
  menus: (id: string) => api.get<SeatMenus>(`${one(SEATS, id)}/menus`),
  saveMenus: (id: string, version: number, menuIds: string[]) => api.put<SeatMenusSaved>(`${one(SEATS, id)}/menus`, { version, menuIds }),
  status: () => api.get<SeatPresence[]>(`${SEATS}/status`),
};

export const menuAdminApi = {
  list: () => api.get<CatalogueMenu[]>(MENUS),
  update: (id: string, body: MenuUpdate) => api.put<CatalogueMenu>(one(MENUS, id), body),
  preview: (seatId: string) => api.get<PreviewNode[]>(`${MENUS}/preview/${encodeURIComponent(seatId)}`),
};

export const interfaceApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<InterfaceRow>>('/common/v1/sysInterfaces/list', body),
};
