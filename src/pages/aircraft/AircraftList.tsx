import { Tag, type Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftApi, aircraftTypeApi, AIRCRAFT_STATUSES, customerApi, FLEET_TYPES, type AircraftRow, type AircraftTypeRow, type CustomerRow } from '../../api/resources';
import { CODE_RULES, type FieldSpec } from '../../ui/resource/formModel';
import { enumOptions, enumText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import { useChoices } from '../../ui/resource/useChoices';
import type { ListColumn } from '../../ui/list/ListTable';
import { columnDecl, AIRCRAFT_COLUMNS } from '../../contract/listColumns';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(AIRCRAFT_COLUMNS, key).label;

/** Aircraft status → tag colour: airworthy green, scheduled maintenance blue, MEL orange, AOG red. */
export const STATUS_INTENT: Record<string, Intent> = { airworthy: 'success', maintenance: 'primary', mel: 'warning', aog: 'danger' };
const FLEET_INTENT: Record<string, Intent> = { own: 'none', hosted: 'primary', proxy: 'warning' };

const typeLabel = (r: AircraftTypeRow) => (r.name && r.name !== r.code ? `${r.code} ${r.name}` : r.code);
const customerLabel = (r: CustomerRow) => r.name;
const L = 'resources.aircraft';

/** The aircraft list (`aircraft/AircraftList`): the fleet with type, base, location, operation and status. */
export default function AircraftList() {
  const { t } = useTranslation();
  const types = useChoices(aircraftTypeApi, typeLabel, 'code');
  const customers = useChoices(customerApi, customerLabel, 'name');

  const config = useMemo<ResourceListConfig<AircraftRow>>(() => {
    const statusOptions = enumOptions(t, 'resources.aircraftStatus', AIRCRAFT_STATUSES);
    const fleetOptions = enumOptions(t, 'resources.fleetType', FLEET_TYPES);
    const columns: ListColumn<AircraftRow>[] = [
      { key: 'tailNo', header: t(head('tailNo')), sortField: 'tailNo', cell: (r) => <strong>{r.tailNo}</strong>, text: (r) => r.tailNo },
      { key: 'type', header: t(head('type')), cell: (r) => types.names[r.typeId] ?? '', text: (r) => types.names[r.typeId] ?? '' },
      { key: 'seatNum', header: t(head('seatNum')), sortField: 'seatNum', cell: (r) => r.seatNum ?? '', text: (r) => String(r.seatNum ?? '') },
      { key: 'baseIcao', header: t(head('baseIcao')), sortField: 'baseIcao', cell: (r) => r.baseIcao ?? '', text: (r) => r.baseIcao ?? '' },
      { key: 'locationIcao', header: t(head('locationIcao')), sortField: 'locationIcao', cell: (r) => r.locationIcao ?? '', text: (r) => r.locationIcao ?? '' },
      {
        key: 'fleetType',
        header: t(head('fleetType')),
        sortField: 'fleetType',
        cell: (r) => (
          <Tag minimal intent={FLEET_INTENT[r.fleetType] ?? 'none'} data-fleet-type={r.fleetType}>
            {enumText(t, 'resources.fleetType', r.fleetType)}
          </Tag>
        ),
        text: (r) => enumText(t, 'resources.fleetType', r.fleetType),
      },
      {
        key: 'status',
        header: t(head('status')),
        sortField: 'status',
        cell: (r) => (
          <Tag intent={STATUS_INTENT[r.status] ?? 'none'} data-status={r.status}>
            {enumText(t, 'resources.aircraftStatus', r.status)}
          </Tag>
        ),
        text: (r) => enumText(t, 'resources.aircraftStatus', r.status),
      },
      { key: 'customer', header: t(head('customer')), cell: (r) => (r.customerId ? (customers.names[r.customerId] ?? '') : ''), text: (r) => (r.customerId ? (customers.names[r.customerId] ?? '') : '') },
      { key: 'serialNo', header: t(head('serialNo')), sortField: 'serialNo', cell: (r) => r.serialNo ?? '', text: (r) => r.serialNo ?? '' },
      { key: 'registryCountry', header: t(head('registryCountry')), sortField: 'registryCountry', cell: (r) => r.registryCountry ?? '', text: (r) => r.registryCountry ?? '' },
      {
        key: 'enabled',
        header: t(head('enabled')),
        sortField: 'enabled',
        cell: (r) => (r.enabled ? t('resources.value.enabled') : <Tag minimal>{t('resources.value.disabled')}</Tag>),
        text: (r) => (r.enabled ? t('resources.value.enabled') : t('resources.value.disabled')),
      },
      { key: 'sortNum', header: t(head('sortNum')), sortField: 'sortNum', cell: (r) => r.sortNum, text: (r) => String(r.sortNum) },
    ];
    const search: SearchSpec[] = [
      { name: 'tailNo', label: `${L}.tailNo`, kind: 'text', upperCase: true, width: 130 },
      { name: 'typeId', label: `${L}.type`, kind: 'select', options: types.options },
      { name: 'fleetType', label: `${L}.fleetType`, kind: 'select', options: fleetOptions },
      { name: 'status', label: `${L}.status`, kind: 'select', options: statusOptions },
    ];
    const form: FieldSpec[] = [
      { name: 'tailNo', label: `${L}.tailNo`, kind: 'text', required: true, upperCase: true, maxLength: 12, rule: CODE_RULES.tailNo },
      { name: 'typeId', label: `${L}.type`, kind: 'select', required: true, options: types.options },
      { name: 'serialNo', label: `${L}.serialNo`, kind: 'text', maxLength: 50 },
      { name: 'seatNum', label: `${L}.seatNum`, kind: 'integer', min: 0, max: 999 },
      { name: 'baseIcao', label: `${L}.baseIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
      { name: 'locationIcao', label: `${L}.locationIcao`, kind: 'text', upperCase: true, maxLength: 4, rule: CODE_RULES.icao },
      { name: 'fleetType', label: `${L}.fleetType`, kind: 'select', required: true, notNull: true, options: fleetOptions, initial: 'own' },
      { name: 'customerId', label: `${L}.customer`, kind: 'select', options: customers.options, helper: `${L}.customerHelper` },
      { name: 'registryCountry', label: `${L}.registryCountry`, kind: 'text', upperCase: true, maxLength: 2, rule: CODE_RULES.country },
      { name: 'manufactureDate', label: `${L}.manufactureDate`, kind: 'date' },
      { name: 'calendarColor', label: `${L}.calendarColor`, kind: 'text', maxLength: 7, rule: CODE_RULES.color },
      { name: 'sortNum', label: `${L}.sortNum`, kind: 'integer', notNull: true, min: 0, max: 99999, initial: '0' },
      { name: 'icao24', label: `${L}.icao24`, kind: 'text', maxLength: 6, rule: CODE_RULES.icao24 },
    ];
    return {
      screen: 'aircraft',
      perm: 'aircraft',
      noun: t(`${L}.noun`),
      fileName: t(`${L}.fileName`),
      exportUrl: '/fleet/v1/aircraft/export',
      rowKey: (r) => r.id,
      list: aircraftApi.list,
      columns,
      search,
      form,
      create: aircraftApi.create,
      update: (r, body) => aircraftApi.update(r.id, body),
      get: (r) => aircraftApi.get(r.id),
      remove: (rows) => aircraftApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'aircraft', idOf: (r) => r.id },
      uniqueFields: { aircraft_company_tail_uq: 'tailNo' },
    };
  }, [t, types, customers]);

  return <ResourceList config={config} />;
}
