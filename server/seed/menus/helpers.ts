/**
 * Small builders for the menu seed. Conventions they enforce:
 * - menuName is 'menu.' + key for directories and menus; buttons share 'menu.action.<action>'.
 * - buttons: key '<parentKey>:<action>', name '<ParentName><Action>Button', path '', component '',
 *   perms '<perm>:<action>' where perm is the screen's permission area.
 * - a directory's seats are the union of its children's seats (['*'] if any child has '*').
 */
import { SEAT_CODES, type MenuSeed, type SeatCode, type SeatRef } from './types';

/** Short seat aliases for the area files. */
export const CS = 'CUSTOMER_SERVICE' satisfies SeatCode;
export const OE = 'OPS_EVALUATION' satisfies SeatCode;
export const FLEET = 'FLEET' satisfies SeatCode;
export const CREW = 'CREW' satisfies SeatCode;
export const RUN = 'RUN' satisfies SeatCode;
export const CABIN = 'CABIN' satisfies SeatCode;
export const GROUND = 'GROUND' satisfies SeatCode;
export const CONTROL = 'CONTROL' satisfies SeatCode;
export const TRAINING = 'TRAINING' satisfies SeatCode;
export const FINANCE = 'FINANCE' satisfies SeatCode;

export type Seats = readonly SeatRef[];
/** Every seat. */
export const ALL: Seats = ['*'];
/** Seats that work on trips: initiation (customer service), evaluation and control. */
export const TRIP_SEATS: Seats = [CS, OE, CONTROL];
/** Seats that keep a duty shift (and so hand over work): all but training and finance. */
export const DUTY_SEATS: Seats = [CS, OE, FLEET, CREW, RUN, CABIN, GROUND, CONTROL];

/** Button actions; each has a label 'menu.action.<action>' in locales/*\/menu.json. */
export type Action =
  | 'add' | 'edit' | 'delete' | 'export' | 'import' | 'upload' | 'download' | 'print'
  | 'submit' | 'receive' | 'reject' | 'cancel' | 'change' | 'lock' | 'unlock'
  | 'evaluate' | 'airworthy' | 'ready' | 'generateGd'
  | 'release' | 'noRelease' | 'cancelRelease'
  | 'publish' | 'withdraw' | 'settle' | 'verify' | 'creditOffset' | 'creditReturn' | 'sign'
  | 'approve' | 'enable' | 'disable' | 'confirm' | 'check' | 'recheck' | 'renew' | 'initiate'
  | 'refill' | 'issue' | 'send' | 'assess' | 'readAll' | 'resetPassword'
  | 'licence' | 'training' | 'exam' | 'rest' | 'contract' | 'equipment' | 'membership' | 'sensitive'
  | 'test' | 'retry';

/** A button: an action for every seat of the screen, or restricted to some of them. */
export type ButtonSpec = Action | { readonly action: Action; readonly seats: Seats };

/** Restrict actions to some seats: `only([FLEET], 'add', 'edit')`. */
export function only(seats: Seats, ...actions: Action[]): ButtonSpec[] {
  return actions.map((action) => ({ action, seats }));
}

export const CRUD: readonly Action[] = ['add', 'edit', 'delete', 'export'];

type Flags = Pick<
  MenuSeed,
  'redirect' | 'hidden' | 'levelHidden' | 'noClosable' | 'noKeepAlive' | 'tabHidden' | 'topRight'
> & { icon?: BlueprintIcon };

export interface PageOptions extends Flags {
  /** Permission area of the buttons ('trip' → 'trip:add'). Required when buttons are given. */
  perm?: string;
  buttons?: readonly ButtonSpec[];
}

/** Icons used by the tree (all from @blueprintjs/icons). */
export type BlueprintIcon =
  | 'home' | 'calendar' | 'briefcase' | 'route' | 'timeline-bar-chart' | 'map' | 'dashboard'
  | 'headset' | 'dollar' | 'airplane' | 'people' | 'globe' | 'glass' | 'office' | 'control'
  | 'learning' | 'manual' | 'cog' | 'inbox' | 'document' | 'lightbulb';

export function pascal(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Full route path of `path` below `parentPath` ('/' + 'index' → '/index'). */
export function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  return parentPath.endsWith('/') ? parentPath + path : `${parentPath}/${path}`;
}

function flags(opts: Flags): Partial<MenuSeed> {
  const out: Partial<MenuSeed> = {};
  for (const [k, v] of Object.entries(opts)) {
    if (v !== undefined && v !== false) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** One button below `parent`. */
export function button(parent: Pick<MenuSeed, 'key' | 'name' | 'seats'>, perm: string, spec: ButtonSpec): MenuSeed {
  const action = typeof spec === 'string' ? spec : spec.action;
  const seats = typeof spec === 'string' ? parent.seats : spec.seats;
  return {
    key: `${parent.key}:${action}`,
    menuName: `menu.action.${action}`,
    name: `${parent.name}${pascal(action)}Button`,
    path: '',
    component: '',
    menuType: 'button',
    perms: `${perm}:${action}`,
    seats,
  };
}

/** A screen (menuType 'menu'), optionally with buttons. */
export function page(
  key: string,
  name: string,
  path: string,
  component: string,
  seats: Seats,
  opts: PageOptions = {},
): MenuSeed {
  const { perm, buttons = [], ...rest } = opts;
  const seed: MenuSeed = {
    key,
    menuName: `menu.${key}`,
    name,
    path,
    component,
    menuType: 'menu',
    ...flags(rest),
    seats,
  };
  if (buttons.length > 0) {
    if (!perm) throw new Error(`menu ${key}: buttons need a perm area`);
    return { ...seed, children: buttons.map((b) => button(seed, perm, b)) };
  }
  return seed;
}

/** A detail/edit screen reached from a list: a hidden menu. */
export function detail(
  key: string,
  name: string,
  path: string,
  component: string,
  seats: Seats,
  opts: PageOptions = {},
): MenuSeed {
  return page(key, name, path, component, seats, { ...opts, hidden: true });
}

export interface CrudOptions extends PageOptions {
  /** Seats allowed to add/edit/delete/import (default: every seat of the screen); others keep export and view. */
  editors?: Seats;
}

/**
 * A list screen with add/edit/delete/export buttons plus `extra` domain commands.
 * Extra commands go to every seat of the screen unless given as `{ action, seats }` or via `only()`.
 */
export function crud(
  key: string,
  name: string,
  path: string,
  component: string,
  seats: Seats,
  perm: string,
  extra: readonly ButtonSpec[] = [],
  opts: CrudOptions = {},
): MenuSeed {
  const { editors, ...rest } = opts;
  const guarded: ButtonSpec[] = (['add', 'edit', 'delete'] as const).map((action) =>
    editors ? { action, seats: editors } : action,
  );
  const imports = extra.filter((b) => b === 'import').map((): ButtonSpec =>
    editors ? { action: 'import', seats: editors } : 'import',
  );
  const others = extra.filter((b) => b !== 'import');
  return page(key, name, path, component, seats, {
    ...rest,
    perm,
    buttons: [...guarded, 'export', ...imports, ...others, ...(rest.buttons ?? [])],
  });
}

/** Union of seat lists in seat-list order; ['*'] if any of them contains '*'. */
export function unionSeats(lists: readonly (readonly string[])[]): string[] {
  const set = new Set<string>();
  for (const list of lists) for (const s of list) set.add(s);
  if (set.has('*')) return ['*'];
  const order = (s: string): number => (SEAT_CODES as readonly string[]).indexOf(s);
  return [...set].sort((a, b) => order(a) - order(b));
}

/**
 * A directory (component 'Layout'). Seats default to the union of the children's seats;
 * redirect is filled in by `withRedirects` in menuTree.ts when not given.
 */
export function dir(
  key: string,
  name: string,
  path: string,
  icon: BlueprintIcon,
  children: readonly MenuSeed[],
  opts: Flags & { seats?: Seats } = {},
): MenuSeed {
  const { seats, ...rest } = opts;
  return {
    key,
    menuName: `menu.${key}`,
    name,
    path,
    component: 'Layout',
    menuType: 'directory',
    icon,
    ...flags(rest),
    seats: seats ?? unionSeats(children.map((c) => c.seats)),
    children,
  };
}
