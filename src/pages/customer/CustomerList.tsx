import { Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerApi, CUSTOMER_TYPES, type CustomerRow } from '../../api/resources';
import { CUSTOMER_IMPORT_COLUMNS } from '../../contract/import';
import { email } from '../../domain/validation';
import { CODE_RULES, type FieldSpec } from '../../ui/resource/formModel';
import { enumOptions, enumText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import type { ListColumn } from '../../ui/list/ListTable';
import { columnDecl, CUSTOMER_COLUMNS } from '../../contract/listColumns';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(CUSTOMER_COLUMNS, key).label;

const L = 'resources.customer';
const plain = (key: keyof CustomerRow, sortable = true): ((t: (k: string) => string) => ListColumn<CustomerRow>) => (t) => ({
  key,
  header: t(head(key)),
  sortField: sortable ? key : undefined,
  cell: (r) => (r[key] as string | null) ?? '',
  text: (r) => String(r[key] ?? ''),
});

/** The customer list (`customer/CustomerList`): companies and private customers with their contacts. */
export default function CustomerList() {
  const { t } = useTranslation();
  const config = useMemo<ResourceListConfig<CustomerRow>>(() => {
    const typeOptions = enumOptions(t, 'resources.customerType', CUSTOMER_TYPES);
    const columns: ListColumn<CustomerRow>[] = [
      plain('serialNumber')(t),
      plain('simpleCode')(t),
      { key: 'name', header: t(head('name')), sortField: 'name', cell: (r) => <strong>{r.name}</strong>, text: (r) => r.name },
      {
        key: 'type',
        header: t(head('type')),
        sortField: 'type',
        cell: (r) => (
          <Tag minimal intent={r.type === 1 ? 'primary' : 'none'}>
            {enumText(t, 'resources.customerType', r.type)}
          </Tag>
        ),
        text: (r) => enumText(t, 'resources.customerType', r.type),
      },
      plain('personName')(t),
      plain('manager')(t),
      plain('linkman')(t),
      plain('linkTel', false)(t),
      plain('email', false)(t),
      plain('billMoneyUnit')(t),
    ];
    const search: SearchSpec[] = [
      { name: 'name', label: `${L}.name`, kind: 'text', op: 'like' },
      { name: 'simpleCode', label: `${L}.simpleCode`, kind: 'text', width: 120 },
      { name: 'linkman', label: `${L}.linkman`, kind: 'text', op: 'like', width: 120 },
      { name: 'type', label: `${L}.type`, kind: 'select', options: typeOptions },
    ];
    const form: FieldSpec[] = [
      { name: 'name', label: `${L}.name`, kind: 'text', required: true, maxLength: 200, wide: true },
      { name: 'type', label: `${L}.type`, kind: 'select', required: true, options: typeOptions, initial: '1' },
      { name: 'serialNumber', label: `${L}.serialNumber`, kind: 'text', maxLength: 50 },
      { name: 'simpleCode', label: `${L}.simpleCode`, kind: 'text', maxLength: 30 },
      { name: 'personName', label: `${L}.personName`, kind: 'text', maxLength: 100 },
      { name: 'manager', label: `${L}.manager`, kind: 'text', maxLength: 100 },
      { name: 'linkman', label: `${L}.linkman`, kind: 'text', maxLength: 100 },
      { name: 'linkTel', label: `${L}.linkTel`, kind: 'text', maxLength: 30, rule: CODE_RULES.phone },
      { name: 'homePhone', label: `${L}.homePhone`, kind: 'text', maxLength: 30, rule: CODE_RULES.phone },
      { name: 'email', label: `${L}.email`, kind: 'text', maxLength: 100, rule: email },
      { name: 'billMoneyUnit', label: `${L}.billMoneyUnit`, kind: 'text', upperCase: true, maxLength: 3, rule: CODE_RULES.currency },
      { name: 'companyAddress', label: `${L}.companyAddress`, kind: 'text', maxLength: 300, wide: true },
      { name: 'companyProfile', label: `${L}.companyProfile`, kind: 'textarea', maxLength: 2000, wide: true },
      { name: 'note', label: `${L}.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: 'customer',
      perm: 'customer',
      noun: t(`${L}.noun`),
      fileName: t(`${L}.fileName`),
      exportUrl: '/customer/v1/customers/export',
      rowKey: (r) => r.id,
      list: customerApi.list,
      sort: { field: 'name', direction: 'asc' },
      columns,
      search,
      form,
      create: customerApi.create,
      update: (r, body) => customerApi.update(r.id, body),
      get: (r) => customerApi.get(r.id),
      remove: (rows) => customerApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'customer', idOf: (r) => r.id },
      // the customer menu declares no import button: importing is adding (customer:add)
      importer: { base: '/customer/v1/customers', columns: CUSTOMER_IMPORT_COLUMNS, permission: 'customer:add', templateName: t('import.template.customer') },
    };
  }, [t]);

  return <ResourceList config={config} />;
}
