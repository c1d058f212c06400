import { Card, Icon, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORT_NATURES, airportApi, type AirportRow } from '../../api/resources';
import { AIRPORT_IMPORT_COLUMNS } from '../../contract/import';
import type { FieldSpec } from '../../ui/resource/formModel';
import { enumOptions, enumText, flagText } from '../../ui/resource/labels';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';
import type { ListColumn } from '../../ui/list/ListTable';
import { airportFacts, DOMESTIC_COUNTRY } from './airportText';

const L = 'resources.airport';

export type AirportScope = 'domestic' | 'foreign';

function Facts({ row, t }: { row: AirportRow; t: TFunction }) {
  return (
    <Card compact className="foc-resource-facts" data-testid="airport-facts">
      {airportFacts(row).map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{t(`${L}.${key}`)}</dt>
          <dd data-fact={key}>{value || '—'}</dd>
        </div>
      ))}
    </Card>
  );
}

function columnsOf(t: TFunction, scope: AirportScope): ListColumn<AirportRow>[] {
  const s = (v: string | null | undefined) => v ?? '';
  const flag = (key: 'isOpen' | 'hasCustoms'): ListColumn<AirportRow> => ({
    key,
    header: t(`${L}.${key}`),
    sortField: key,
    cell: (r) => flagText(t, r[key]),
    text: (r) => flagText(t, r[key]),
  });
  const facts = (r: AirportRow) => Object.fromEntries(airportFacts(r));
  return [
    {
      key: 'icao',
      header: t(`${L}.icao`),
      sortField: 'icao',
      cell: (r) => (
        <strong>
          {r.icao}
          {r.warningMark && <Icon icon="warning-sign" intent="warning" size={12} className="foc-resource__warn" title={t(`${L}.warningMark`)} />}
        </strong>
      ),
      text: (r) => r.icao,
    },
    { key: 'iata', header: t(`${L}.iata`), sortField: 'iata', cell: (r) => s(r.iata), text: (r) => s(r.iata) },
    { key: 'name', header: t(`${L}.name`), sortField: 'name', cell: (r) => r.name, text: (r) => r.name },
    { key: 'cnName', header: t(`${L}.cnName`), sortField: 'cnName', cell: (r) => s(r.cnName), text: (r) => s(r.cnName) },
    { key: 'city', header: t(`${L}.city`), sortField: 'cnCityName', cell: (r) => s(r.cnCityName ?? r.city), text: (r) => s(r.cnCityName ?? r.city) },
    ...(scope === 'foreign' ? [{ key: 'countryCode', header: t(`${L}.countryCode`), sortField: 'countryCode', cell: (r: AirportRow) => r.countryCode, text: (r: AirportRow) => r.countryCode }] : []),
    {
      key: 'nature',
      header: t(`${L}.nature`),
      sortField: 'nature',
      cell: (r) => r.nature && <Tag minimal>{enumText(t, 'resources.airportNature', r.nature)}</Tag>,
      text: (r) => enumText(t, 'resources.airportNature', r.nature),
    },
    flag('isOpen'),
    flag('hasCustoms'),
    { key: 'fbo', header: t(`${L}.fbo`), cell: (r) => s(r.fbo), text: (r) => s(r.fbo) },
    { key: 'grade', header: t(`${L}.grade`), sortField: 'grade', cell: (r) => (r.grade ? enumText(t, 'resources.airportGrade', r.grade) : ''), text: (r) => (r.grade ? enumText(t, 'resources.airportGrade', r.grade) : '') },
    { key: 'position', header: t(`${L}.position`), cell: (r) => facts(r).position, text: (r) => facts(r).position ?? '' },
    { key: 'elevation', header: t(`${L}.elevation`), sortField: 'elevationFt', cell: (r) => facts(r).elevation, text: (r) => facts(r).elevation ?? '' },
    { key: 'runway', header: t(`${L}.runway`), sortField: 'runwayLengthFt', cell: (r) => facts(r).runway, text: (r) => facts(r).runway ?? '' },
    { key: 'timeZone', header: t(`${L}.timeZone`), sortField: 'timeZone', cell: (r) => r.timeZone, text: (r) => r.timeZone },
  ];
}

function formOf(t: TFunction): FieldSpec[] {
  const text = (name: string, maxLength: number, wide = false): FieldSpec => ({ name, label: `${L}.${name}`, kind: 'text', maxLength, wide });
  return [
    text('cnName', 100),
    text('cnCityName', 100),
    { name: 'nature', label: `${L}.nature`, kind: 'select', options: enumOptions(t, 'resources.airportNature', AIRPORT_NATURES) },
    { name: 'grade', label: `${L}.grade`, kind: 'select', options: enumOptions(t, 'resources.airportGrade', [1, 2, 3]) },
    { name: 'isOpen', label: `${L}.isOpen`, kind: 'tristate' },
    { name: 'hasCustoms', label: `${L}.hasCustoms`, kind: 'tristate' },
    { name: 'military', label: `${L}.military`, kind: 'tristate' },
    { name: 'warningMark', label: `${L}.warningMark`, kind: 'boolean', notNull: true },
    text('operationTime', 500),
    text('threeCloseTime', 500),
    text('fbo', 500, true),
    text('fuelPrice', 200),
    text('airportServicePrice', 200),
    { name: 'note', label: `${L}.note`, kind: 'textarea', maxLength: 2000, wide: true },
  ];
}

/** The airport list of one scope: the global catalogue (read-only) with the operator's own data (editable). */
export function AirportList({ scope }: { scope: AirportScope }) {
  const { t } = useTranslation();
  const config = useMemo<ResourceListConfig<AirportRow>>(() => {
    const search: SearchSpec[] = [
      { name: 'icao', label: `${L}.icao`, kind: 'text', upperCase: true, width: 100 },
      { name: 'iata', label: `${L}.iata`, kind: 'text', upperCase: true, width: 80 },
      { name: 'name', label: `${L}.name`, kind: 'text', op: 'like', width: 160 },
      { name: 'cnName', label: `${L}.cnName`, kind: 'text', op: 'like', width: 140 },
      ...(scope === 'foreign' ? [{ name: 'countryCode', label: `${L}.countryCode`, kind: 'text' as const, op: 'eq' as const, upperCase: true, width: 80 }] : []),
      { name: 'nature', label: `${L}.nature`, kind: 'select', options: enumOptions(t, 'resources.airportNature', AIRPORT_NATURES) },
    ];
    return {
      screen: `${scope}Airport`,
      perm: `${scope}Airport`,
      noun: t(`${L}.noun`),
      fileName: t(scope === 'domestic' ? `${L}.fileNameDomestic` : `${L}.fileNameForeign`),
      exportUrl: '/base/v1/airports/export',
      rowKey: (r) => r.icao,
      list: airportApi.list,
      fixed: [{ name: 'countryCode', op: scope === 'domestic' ? 'eq' : 'ne', value: DOMESTIC_COUNTRY }],
      columns: columnsOf(t, scope),
      search,
      form: formOf(t),
      update: (r, body) => airportApi.update(r.icao, body),
      get: (r) => airportApi.get(r.icao),
      versionOf: (r) => r.version,
      formHeader: (r) => r && <Facts row={r} t={t} />,
      // both airport menus declare an import button; one import takes domestic and foreign ICAO codes
      importer: { base: '/base/v1/airports', columns: AIRPORT_IMPORT_COLUMNS, permission: `${scope}Airport:import`, templateName: t('import.template.airport') },
    };
  }, [t, scope]);
  return <ResourceList config={config} />;
}
