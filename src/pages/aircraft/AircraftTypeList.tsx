import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { aircraftTypeApi, type AircraftTypeRow } from '../../api/resources';
import { AIRCRAFT_TYPE_COLUMNS, COMPLEMENT_LABELS } from '../../contract/fleet';
import { columnDecl } from '../../contract/listColumns';
import type { ListColumn } from '../../ui/list/ListTable';
import { CODE_RULES, type FieldSpec } from '../../ui/resource/formModel';
import { ResourceList, type ResourceListConfig } from '../../ui/resource/ResourceList';
import type { SearchSpec } from '../../ui/resource/searchModel';

const L = 'resources.aircraftType';
const head = (key: string) => columnDecl(AIRCRAFT_TYPE_COLUMNS, key).label;
const NUMBERS = ['seats', 'cruiseSpeedKmh', 'maxRangeKm', 'taxiMinutes', 'mtowKg', 'restFacilityClass'] as const;
const SORTABLE = new Set(['code', 'name', 'manufacturer', 'seats', 'cruiseSpeedKmh', 'maxRangeKm']);

/** The aircraft types (`aircraft/AircraftTypeList`): the models the fleet flies and the figures planning uses (taxi time, cruise speed, range). */
export default function AircraftTypeList() {
  const { t } = useTranslation();
  const config = useMemo<ResourceListConfig<AircraftTypeRow>>(() => {
    const columns: ListColumn<AircraftTypeRow>[] = AIRCRAFT_TYPE_COLUMNS.map((c) => {
      const value = (r: AircraftTypeRow) => {
        const v = (r as unknown as Record<string, unknown>)[c.key];
        return v === null || v === undefined ? '' : String(v);
      };
      return {
        key: c.key,
        header: t(head(c.key)),
        sortField: SORTABLE.has(c.key) ? c.key : undefined,
        cell: (r) => (c.key === 'code' ? <strong>{value(r)}</strong> : value(r)),
        text: value,
      };
    });
    const search: SearchSpec[] = [
      { name: 'code', label: `${L}.code`, kind: 'text', width: 130 },
      { name: 'name', label: `${L}.name`, kind: 'text' },
      { name: 'manufacturer', label: `${L}.manufacturer`, kind: 'text' },
    ];
    const bounds: Record<(typeof NUMBERS)[number], [number, number]> = {
      seats: [0, 999],
      cruiseSpeedKmh: [1, 5000],
      maxRangeKm: [1, 30000],
      taxiMinutes: [0, 240],
      mtowKg: [1, 1_000_000],
      restFacilityClass: [1, 3],
    };
    const form: FieldSpec[] = [
      { name: 'code', label: `${L}.code`, kind: 'text', required: true, maxLength: 20, rule: CODE_RULES.code },
      { name: 'name', label: `${L}.name`, kind: 'text', required: true, maxLength: 100 },
      { name: 'manufacturer', label: `${L}.manufacturer`, kind: 'text', maxLength: 100 },
      ...NUMBERS.map((n): FieldSpec => ({ name: n, label: `${L}.${n}`, kind: 'integer', min: bounds[n][0], max: bounds[n][1] })),
      // the crew complement besides the two pilots: a leg of the type is crewed with them
      { name: 'cabinCrewCount', label: COMPLEMENT_LABELS.cabinCrewCount, kind: 'integer', required: true, min: 0, max: 20, initial: '0' },
      { name: 'engineerCount', label: COMPLEMENT_LABELS.engineerCount, kind: 'integer', required: true, min: 0, max: 5, initial: '0' },
      { name: 'note', label: `${L}.note`, kind: 'textarea', maxLength: 500, wide: true },
    ];
    return {
      screen: 'aircraftType',
      perm: 'aircraftType',
      noun: t(`${L}.noun`),
      fileName: t(`${L}.fileName`),
      exportUrl: '/fleet/v1/aircraftTypes/export',
      rowKey: (r) => r.id,
      list: aircraftTypeApi.list,
      columns,
      search,
      form,
      create: aircraftTypeApi.create,
      update: (r, body) => aircraftTypeApi.update(r.id, body),
      get: (r) => aircraftTypeApi.get(r.id),
      remove: (rows) => aircraftTypeApi.remove(rows.map((r) => r.id)),
      versionOf: (r) => r.version,
      uniqueFields: { aircraft_types_company_code_uq: 'code' },
    };
  }, [t]);
  return <ResourceList config={config} />;
}
