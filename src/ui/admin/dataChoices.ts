/** Where the values of each data-permission dimension come from: the company's own records. */
import { api } from '../../api/http';
import { aircraftApi, aircraftTypeApi, choiceRows, crewApi, customerApi, CREW_TYPES } from '../../api/resources';
import type { DataGrant } from '../../contract/access';
import type { ListAnswer, ListQueryBody } from '../../api/trip';
import { DATA_DIMENSIONS, type DataDimension, type DataMode } from '../../domain/access';
import type { OptionSpec } from '../resource/formModel';

const airportChoices = (body: ListQueryBody) => api.read<ListAnswer<{ icao: string; name: string }>>('/base/v1/airports/list', body, { silent: true });

type Translate = (key: string) => string;
type Loader = (t: Translate) => Promise<OptionSpec[]>;

const airports: Loader = async () => {
  try {
    const a = await airportChoices({ page: 1, pageSize: 500, sortProperties: 'icao', sortDirection: 'asc' });
    return a.list.map((r) => ({ value: r.icao, label: `${r.icao} ${r.name}` }));
  } catch {
    return [];
  }
};
const customers: Loader = async () => (await choiceRows(customerApi, 'name')).map((r) => ({ value: r.id, label: r.name }));
const types: Loader = async () => (await choiceRows(aircraftTypeApi, 'code')).map((r) => ({ value: r.id, label: r.name && r.name !== r.code ? `${r.code} ${r.name}` : r.code }));

export const DIMENSION_CHOICES: Record<DataDimension, Loader> = {
  customer: customers,
  base: airports,
  model: types,
  aircraftType: types,
  aircraft: async () => (await choiceRows(aircraftApi, 'tailNo')).map((r) => ({ value: r.id, label: r.tailNo })),
  crew: async () => (await choiceRows(crewApi, 'workNo')).map((r) => ({ value: r.id, label: `${r.workNo} ${r.cnName}` })),
  crewType: async (t) => CREW_TYPES.map((c) => ({ value: c, label: t(`resources.crewType.${c}`) })),
  passengerView: customers,
  departureIcao: airports,
  arrivalIcao: airports,
};

/** A dimension's setting on the screen: `unset` (no grant: not restricted by this role) or a grant. */
export type DimensionMode = 'unset' | DataMode;
export interface DimensionValue {
  mode: DimensionMode;
  values: string[];
}

/** The role's grants as one setting per dimension. */
export function settingsOf(grants: readonly { dimension: string; mode: string; values: readonly string[] }[]): Record<DataDimension, DimensionValue> {
  const out = {} as Record<DataDimension, DimensionValue>;
  for (const d of DATA_DIMENSIONS) out[d] = { mode: 'unset', values: [] };
  for (const g of grants) if ((DATA_DIMENSIONS as readonly string[]).includes(g.dimension)) out[g.dimension as DataDimension] = { mode: g.mode as DataMode, values: [...g.values] };
  return out;
}

/** The settings as the grants a command sends (unset dimensions left out; `specific` with no value is `none`). */
export function grantsOf(settings: Record<DataDimension, DimensionValue>): DataGrant[] {
  const out: DataGrant[] = [];
  for (const d of DATA_DIMENSIONS) {
    const s = settings[d];
    if (s.mode === 'unset') continue;
    if (s.mode === 'specific' && s.values.length === 0) out.push({ dimension: d, mode: 'none', values: [] });
    else out.push({ dimension: d, mode: s.mode, values: s.mode === 'specific' ? [...new Set(s.values)] : [] });
  }
  return out;
}
