/**
 * Shape of one entry of the seeded menu tree (requirements S3 "Menu item").
 * `sortNum` and `parent` of the stored row come from the position in the tree.
 */
export type MenuType = 'directory' | 'menu' | 'button';

export interface MenuSeed {
  /** Stable unique key, e.g. 'trip.list'; buttons: 'trip.list:add'. */
  key: string;
  /** i18n key in namespace `menu`, e.g. 'menu.trip.list'; buttons share 'menu.action.<action>'. */
  menuName: string;
  /** Route name, PascalCase, unique. */
  name: string;
  /** Top-level: absolute ('/customerService'); children: relative ('tripList'); buttons: ''. */
  path: string;
  /** 'Layout' for directories, a view key ('trip/TripList') for menus, '' for buttons. */
  component: string;
  menuType: MenuType;
  /** Blueprint icon name. */
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  levelHidden?: boolean;
  noClosable?: boolean;
  noKeepAlive?: boolean;
  tabHidden?: boolean;
  /** Shown in the top-right menu. */
  topRight?: boolean;
  /** Buttons only: permission key 'area:action'. */
  perms?: string;
  /** Seat keyNames that get this entry; '*' = all ten seats. */
  seats: readonly string[];
  children?: readonly MenuSeed[];
}

/** The ten seat codes (Seat.keyName), in the default order of the seat list. */
export const SEAT_CODES = [
  'CUSTOMER_SERVICE',
  'OPS_EVALUATION',
  'FLEET',
  'CREW',
  'RUN',
  'CABIN',
  'GROUND',
  'CONTROL',
  'TRAINING',
  'FINANCE',
] as const;

export type SeatCode = (typeof SEAT_CODES)[number];
/** A seat code, or '*' for all seats. */
export type SeatRef = SeatCode | '*';
