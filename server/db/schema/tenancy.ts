import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

/** An operator (tenant). Its own id is the company_id of everything it owns. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    /** pending → active | rejected; active ↔ disabled */
    status: text('status').notNull().default('pending'),
    /** The platform operator's company; its administrators approve registrations. */
    isPlatform: boolean('is_platform').notNull().default(false),
    reviewNote: text('review_note'),
    reviewAuthor: text('review_author'),
    reviewTime: instant('review_time'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('companies_code_uq').on(t.code)],
);

/** Duty positions. Ten per company, created with the company. */
export const seats = pgTable(
  'seats',
  {
    id: id(),
    companyId: companyId(),
    keyName: text('key_name').notNull(),
    name: text('name').notNull(),
    sortNum: smallint('sort_num').notNull().default(0),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('seats_company_key_uq').on(t.companyId, t.keyName)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    userName: text('user_name').notNull(),
    personName: text('person_name').notNull().default(''),
    avatar: text('avatar'),
    email: text('email'),
    mobile: text('mobile'),
    /** argon2id of the hex SHA-1 the browser sends */
    passwordHash: text('password_hash').notNull(),
    /** 1 main account, 2 sub account */
    accountType: smallint('account_type').notNull().default(1),
    parentId: uuid('parent_id'),
    /** 0 all, 1 PC only, 2 APP only */
    accessType: smallint('access_type').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    passwordTime: instant('password_time'),
    lastLoginTime: instant('last_login_time'),
    lastLoginIp: text('last_login_ip'),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    index('users_company_idx').on(t.companyId),
  ],
);

export const userSeats = pgTable(
  'user_seats',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    seatId: uuid('seat_id').notNull(),
    createTime: instant('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_seats_pk').on(t.userId, t.seatId), index('user_seats_seat_idx').on(t.seatId)],
);

/** Per-company settings chosen by the company's administrators (one row, absent until first saved). */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id').primaryKey(),
  /** Reading of leg states 3, 4 and 5 (A | B). */
  legStateReading: text('leg_state_reading').notNull().default('B'),
  /** Reading of trip status codes (A | B). */
  tripStatusReading: text('trip_status_reading').notNull().default('A'),
  updateAuthor: text('update_author'),
  updateTime: instant('update_time').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
