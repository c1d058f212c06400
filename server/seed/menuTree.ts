/**
 * Seed data of the product's menu tree: every screen of requirements S2 and requirements D2,
 * grouped by area (one file per top-level entry in ./menus) and assigned to the seats that work with them.
 *
 * Order in the arrays is the menu order (sortNum); a child's parent is the entry that holds it.
 * Labels are i18n keys of namespace `menu` (locales/{zh,zhtw,en}/menu.json).
 */
import { AIRCRAFT_MANAGE } from './menus/aircraft';
import { CABIN_MANAGE } from './menus/cabin';
import { CONTROL_AREA } from './menus/control';
import { CREW_MANAGE } from './menus/crew';
import { CUSTOMER_SERVICE } from './menus/customerService';
import { FLIGHT } from './menus/flight';
import { GROUND_MANAGE } from './menus/ground';
import { joinPath } from './menus/helpers';
import { ROOT } from './menus/root';
import { RUN_MANAGE } from './menus/run';
import { SYSTEM_MANAGER } from './menus/system';
import { QUALITY } from './menus/training';
import type { MenuSeed, SeatCode } from './menus/types';

export type { MenuSeed, MenuType, SeatCode, SeatRef } from './menus/types';
export { SEAT_CODES } from './menus/types';

/**
 * Top-level areas meant for administrators. They are seeded with seats ['*'] so an admin sees them
 * under any seat; ordinary roles are filtered out by their permissions.
 */
export const ADMIN_ONLY_AREAS: readonly string[] = ['systemManager'];

/** Fill in a directory's redirect with the full path of its first visible screen. */
function withRedirects(node: MenuSeed, parentPath: string): MenuSeed {
  if (!node.children) return node;
  const fullPath = joinPath(parentPath, node.path);
  const children = node.children.map((c) => withRedirects(c, fullPath));
  const out: MenuSeed = { ...node, children };
  if (node.menuType === 'directory' && node.redirect === undefined) {
    const first = firstScreen(out, parentPath);
    if (first) out.redirect = first;
  }
  return out;
}

function firstScreen(node: MenuSeed, parentPath: string): string | undefined {
  const fullPath = joinPath(parentPath, node.path);
  if (node.menuType === 'menu') return node.hidden ? undefined : fullPath;
  for (const c of node.children ?? []) {
    const found = firstScreen(c, fullPath);
    if (found) return found;
  }
  return undefined;
}

export const MENU_TREE: readonly MenuSeed[] = [
  ROOT,
  CUSTOMER_SERVICE,
  AIRCRAFT_MANAGE,
  CREW_MANAGE,
  RUN_MANAGE,
  CABIN_MANAGE,
  GROUND_MANAGE,
  CONTROL_AREA,
  QUALITY,
  FLIGHT,
  SYSTEM_MANAGER,
].map((area) => withRedirects(area, '/'));

/** A tree entry with its position: full route path ('' for buttons), parent key and sort number. */
export interface FlatMenu {
  menu: MenuSeed;
  fullPath: string;
  parentKey: string | null;
  sortNum: number;
  depth: number;
}

/** Depth-first list of every entry of the tree (parents before children). */
export function flattenMenus(tree: readonly MenuSeed[] = MENU_TREE): FlatMenu[] {
  const out: FlatMenu[] = [];
  const walk = (nodes: readonly MenuSeed[], parent: MenuSeed | null, parentPath: string, depth: number): void => {
    nodes.forEach((menu, i) => {
      const fullPath = menu.menuType === 'button' ? '' : joinPath(parentPath, menu.path);
      out.push({ menu, fullPath, parentKey: parent?.key ?? null, sortNum: i + 1, depth });
      if (menu.children) walk(menu.children, menu, fullPath || parentPath, depth + 1);
    });
  };
  walk(tree, null, '/', 0);
  return out;
}

/** Whether `seat` gets an entry with these seats ('*' = all). */
export function hasSeat(seats: readonly string[], seat: SeatCode): boolean {
  return seats.includes('*') || seats.includes(seat);
}

/** Entries of the tree that a seat gets (all menu types). */
export function menusForSeat(seat: SeatCode, tree: readonly MenuSeed[] = MENU_TREE): FlatMenu[] {
  return flattenMenus(tree).filter((f) => hasSeat(f.menu.seats, seat));
}
