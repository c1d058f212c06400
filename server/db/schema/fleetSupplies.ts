import { date, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id, instant } from './columns';

/** An aircraft's certificate (registration, airworthiness, …): dates, reminder and the last reminder band sent. */
export const aircraftCertificates = pgTable(
  'aircraft_certificates',
  {
    id: id(),
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    /** CERTIFICATE_TYPES (src/domain/fleet/certificate.ts). */
    certType: text('cert_type').notNull(),
    certNo: text('cert_no'),
    signDate: date('sign_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    renewDate: date('renew_date', { mode: 'string' }),
    /** Days before the end date near expiry starts; null → three calendar months. */
    reminderDays: smallint('reminder_days'),
    note: text('note'),
    /** REMINDER_BANDS: the last band a reminder was written for (null: none yet; a renew clears it). */
    notifiedBand: text('notified_band'),
    notifiedTime: instant('notified_time'),
    ...auditColumns(),
  },
  (t) => [index('aircraft_certificates_company_end_idx').on(t.companyId, t.endDate), index('aircraft_certificates_aircraft_idx').on(t.aircraftId)],
);

/** A supply item kept on an aircraft, with its stock (decimal text, two places). */
export const machineSupplies = pgTable(
  'machine_supplies',
  {
    id: id(),
    companyId: companyId(),
    aircraftId: uuid('aircraft_id').notNull(),
    /** Title (category), e.g. 'Lubricants'. */
    title: text('title').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    unit: text('unit').notNull(),
    stock: numeric('stock', { precision: 14, scale: 2 }).notNull().default('0'),
    lowStock: numeric('low_stock', { precision: 14, scale: 2 }),
    sortNum: integer('sort_num').notNull().default(0),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('machine_supplies_company_aircraft_idx').on(t.companyId, t.aircraftId)],
);

/** One refill or issue of a supply item: the stock before, the change and the balance after. */
export const machineSupplyHistory = pgTable(
  'machine_supply_history',
  {
    id: id(),
    companyId: companyId(),
    supplyId: uuid('supply_id').notNull(),
    aircraftId: uuid('aircraft_id').notNull(),
    /** 'refill' | 'issue' */
    kind: text('kind').notNull(),
    beforeNum: numeric('before_num', { precision: 14, scale: 2 }).notNull(),
    addNum: numeric('add_num', { precision: 14, scale: 2 }).notNull().default('0'),
    useNum: numeric('use_num', { precision: 14, scale: 2 }).notNull().default('0'),
    balanceNum: numeric('balance_num', { precision: 14, scale: 2 }).notNull(),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('machine_supply_history_supply_idx').on(t.supplyId, t.createTime), index('machine_supply_history_company_time_idx').on(t.companyId, t.createTime)],
);
