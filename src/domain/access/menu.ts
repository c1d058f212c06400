/** A menu entry of a seat's tree, as the server answers it (requirements S3 "Menu item"). */
export interface MenuNode {
  id: string;
  key: string;
  menuName: string;
  name: string;
  path: string;
  component: string;
  redirect: string | null;
  icon: string | null;
  hidden: boolean;
  levelHidden: boolean;
  noClosable: boolean;
  noKeepAlive: boolean;
  tabHidden: boolean;
  topRight: boolean;
  sortNum: number;
  parent: string | null;
  menuType: string;
  perms: string | null;
  children: MenuNode[];
}

/** A route of the browser's router, built by the server from the seat's menus (`sysMenus/getRouters`). */
export interface RouteRecord {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  hidden: boolean;
  meta: {
    /** i18n key of the title */
    title: string;
    icon: string | null;
    levelHidden: boolean;
    noClosable: boolean;
    noKeepAlive: boolean;
    tabHidden: boolean;
    topRight: boolean;
    /** Button permission keys inside this screen. */
    buttons: string[];
  };
  children?: RouteRecord[];
}

/** A seat (duty position) as the server answers it. */
export interface SeatView {
  id: string;
  name: string;
  keyName: string;
  sortNum: number;
  note: string | null;
}
