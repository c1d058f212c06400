import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, companyId, id } from './columns';

/** Customer type (requirements D3): 1 company, 2 personal; defined in src/domain. */
export { CUSTOMER_TYPES } from '../../../src/domain/resourceEnums';

/** An operator's customers (requirements D3 "Customer"); the logo waits for the file module. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: companyId(),
    serialNumber: text('serial_number'),
    simpleCode: text('simple_code'),
    /** CUSTOMER_TYPES */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    personName: text('person_name'),
    /** The exclusive customer-service user (a user of the same company). */
    serviceUserId: uuid('service_user_id'),
    manager: text('manager'),
    linkman: text('linkman'),
    linkTel: text('link_tel'),
    companyAddress: text('company_address'),
    companyProfile: text('company_profile'),
    note: text('note'),
    /** ISO 4217 currency the customer is billed in. */
    billMoneyUnit: text('bill_money_unit'),
    email: text('email'),
    homePhone: text('home_phone'),
    ...auditColumns(),
  },
  (t) => [index('customers_company_name_idx').on(t.companyId, t.name)],
);
