import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

/**
 * A company's changes to the global menu catalogue (SystemMenu): the fields an operator may change.
 * A null field keeps the product's value. The catalogue itself is rewritten from the code at start.
 */
export const menuSettings = pgTable(
  'menu_settings',
  {
    id: id(),
    companyId: companyId(),
    menuId: uuid('menu_id').notNull(),
    /** Literal title shown instead of the translated menuName (all languages). */
    title: text('title'),
    hidden: boolean('hidden'),
    sortNum: smallint('sort_num'),
    icon: text('icon'),
    noClosable: boolean('no_closable'),
    noKeepAlive: boolean('no_keep_alive'),
    tabHidden: boolean('tab_hidden'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('menu_settings_company_menu_uq').on(t.companyId, t.menuId)],
);

/** The seat a signed-in session works in (set when the seat's menus load), for the seat status screen. */
export const sessionSeats = pgTable(
  'session_seats',
  {
    sessionId: uuid('session_id').primaryKey(),
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    seatId: uuid('seat_id').notNull(),
    since: instant('since').notNull().defaultNow(),
    lastActivity: instant('last_activity').notNull().defaultNow(),
  },
  (t) => [index('session_seats_company_idx').on(t.companyId)],
);
