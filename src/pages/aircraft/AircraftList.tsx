import { Tag, type Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftApi, aircraftTypeApi, AIRCRAFT_STATUSES, customerApi, FLEET_TYPES, type AircraftRow, type AircraftTypeRow, type CustomerRow } from '../../api/resources';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { settings } from '../../state/settings';
import { aircraftDetailPath } from '../../ui/fleet/aircraftTabTypes';
import { AIRCRAFT_STATUS_INTENT, aircraftFormCheck, aircraftFormFields } from '../../ui/fleet/aircraftForm';
import { enumOptions, enumText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import { useChoices } from '../../ui/resource/useChoices';
import type { ListColumn } from '../../ui/list/ListTable';
import { columnDecl, AIRCRAFT_COLUMNS, AIRCRAFT_TECHNICAL_COLUMNS } from '../../contract/listColumns';

/** Header label keys come from the columns the export shares (src/contract/listColumns.ts). */
const head = (key: string) => columnDecl(AIRCRAFT_COLUMNS, key).label;

/** Aircraft status → tag colour (src/ui/fleet/aircraftForm.ts). */
export const STATUS_INTENT: Record<string, Intent> = AIRCRAFT_STATUS_INTENT;
const FLEET_INTENT: Record<string, Intent> = { own: 'none', hosted: 'primary', proxy: 'warning' };

const typeLabel = (r: AircraftTypeRow) => (r.name && r.name !== r.code ? `${r.code} ${r.name}` : r.code);
const customerLabel = (r: CustomerRow) => r.name;
const L = 'resources.aircraft';

/** The aircraft list (`aircraft/AircraftList`): the fleet with type, base, location, operation and status. */
export default function AircraftList() {
  const { t } = useTranslation();
  const types = useChoices(aircraftTypeApi, typeLabel, 'code');
  const customers = useChoices(customerApi, customerLabel, 'name');
  const { unitSystem } = useSnapshot(settings);

  const config = useMemo<ResourceListConfig<AircraftRow>>(() => {
    const statusOptions = enumOptions(t, 'resources.aircraftStatus', AIRCRAFT_STATUSES);
    const fleetOptions = enumOptions(t, 'resources.fleetType', FLEET_TYPES);
    const columns: ListColumn<AircraftRow>[] = [
      {
        key: 'tailNo',
        header: t(head('tailNo')),
        sortField: 'tailNo',
        cell: (r) => (
          <Link to={aircraftDetailPath(r.id)} title={t('fleetRecord.detail.open')} data-testid="aircraft-open">
            <strong>{r.tailNo}</strong>
          </Link>
        ),
        text: (r) => r.tailNo,
      },
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
      ...AIRCRAFT_TECHNICAL_COLUMNS.map((key): ListColumn<AircraftRow> => {
        const value = (r: AircraftRow) => r[key as keyof AircraftRow] as string | number | boolean | null;
        const text = (r: AircraftRow) => {
          const v = value(r);
          if (v === null || v === undefined) return '';
          if (typeof v === 'boolean') return t(v ? 'resources.value.yes' : 'resources.value.no');
          return String(v);
        };
        return { key, header: t(head(key)), cell: text, text, defaultHidden: true };
      }),
    ];
    const search: SearchSpec[] = [
      { name: 'tailNo', label: `${L}.tailNo`, kind: 'text', upperCase: true, width: 130 },
      { name: 'typeId', label: `${L}.type`, kind: 'select', options: types.options },
      { name: 'fleetType', label: `${L}.fleetType`, kind: 'select', options: fleetOptions },
      { name: 'status', label: `${L}.status`, kind: 'select', options: statusOptions },
    ];
    const form = aircraftFormFields(t, { types: types.options, customers: customers.options }, unitSystem);
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
      check: aircraftFormCheck,
      create: aircraftApi.create,
      update: (r, body) => aircraftApi.update(r.id, body),
      get: (r) => aircraftApi.get(r.id),
      remove: (rows) => aircraftApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      attachments: { recordType: 'aircraft', idOf: (r) => r.id },
      uniqueFields: { aircraft_company_tail_uq: 'tailNo' },
    };
  }, [t, types, customers, unitSystem]);

  return <ResourceList config={config} />;
}
