import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerCreate, CustomerRow, CustomerUpdate } from '../../../src/contract/customer';
import { CUSTOMER_IMPORT_COLUMNS } from '../../../src/contract/import';
import { referenceReaders } from '../../../src/domain/access/references';
import { registerCustomerExport } from '../../lib/export/resourceExports';
import { registerImportRoutes } from '../../lib/import/routes';
import { registerCrudRoutes } from '../../lib/resourceRoutes';
import type { Services } from '../../services';

export const customerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  registerCrudRoutes(app, {
    base: '/customer/v1/customers',
    area: 'customer',
    readers: referenceReaders('customer'),
    noun: 'customer',
    tags: ['customer: customers'],
    row: CustomerRow,
    create: CustomerCreate,
    update: CustomerUpdate,
    service: services.customers,
  });
  // the customer list's menu declares no import button (server/seed/menus/customerService.ts): importing is adding, customer:add
  registerImportRoutes(app, {
    base: '/customer/v1/customers',
    access: { permission: 'customer:add' },
    tags: ['customer: customers'],
    noun: 'customer',
    columns: CUSTOMER_IMPORT_COLUMNS,
    schema: CustomerCreate,
    service: services.customers,
    fileName: 'import.template.customer',
  });

  registerCustomerExport(app, services);
};
