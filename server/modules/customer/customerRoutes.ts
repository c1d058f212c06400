import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CUSTOMER_IMPORT_COLUMNS } from '../../../src/contract/import';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import { referenceReaders } from '../../../src/domain/access/references';

import { registerCustomerExport } from '../../lib/export/resourceExports';
import type { Services } from '../../services';
import { CUSTOMER_TYPES } from './customerService';
import { OneOf, Opt, rowOf, Text } from '../fleet/fleetRoutes';

const customerFields = {
  serialNumber: Opt(Text(50)),
  simpleCode: Opt(Text(30)),
  /** 1 company, 2 personal */
  type: OneOf(CUSTOMER_TYPES),
  name: Text(200),
  personName: Opt(Text(100)),
  serviceUserId: Opt(Type.String({ format: 'uuid' })),
  manager: Opt(Text(100)),
  linkman: Opt(Text(100)),
  linkTel: Opt(Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' })),
  companyAddress: Opt(Text(300)),
  companyProfile: Opt(Type.String({ maxLength: 2000 })),
  note: Opt(Type.String({ maxLength: 500 })),
  billMoneyUnit: Opt(Type.String({ pattern: '^[A-Z]{3}$' })),
  email: Opt(Type.String({ format: 'email', maxLength: 100 })),
  homePhone: Opt(Type.String({ pattern: '^[0-9+()\\- ]{3,30}$' })),
};

export const customerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/customer/v1/customers',
    area: 'customer',
    readers: referenceReaders('customer'),
    noun: 'customer',
    tags: ['customer: customers'],
    row: rowOf(customerFields),
    fields: customerFields,
    service: services.customers,
  });
  // the customer list's menu declares no import button (server/seed/menus/customerService.ts): importing is adding, customer:add
  registerImportRoutes(app, {
    base: '/customer/v1/customers',
    access: { permission: 'customer:add' },
    tags: ['customer: customers'],
    noun: 'customer',
    columns: CUSTOMER_IMPORT_COLUMNS,
    schema: Type.Object(customerFields, { additionalProperties: false }),
    service: services.customers,
    fileName: 'import.template.customer',
  });

  registerCustomerExport(app, services);
};
