/** The FLB list's columns (FLB_COLUMNS): durations as H:MM, times in the user's time type, status/origin/recheck/incomplete tags. */
import { Tag, Tooltip, type Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { FLB_COLUMNS, type FlbRow } from '../../api/flb';
import type { ColumnDecl } from '../../contract/export';
import type { TimeType } from '../../domain/timeType';
import { formatInstant } from '../../domain/trip/time';
import type { ListColumn } from '../list/ListTable';
import { instantText, TimeCell } from '../list/times';
import { hm } from './flbView';

export const STATUS_INTENT: Record<string, Intent> = { draft: 'warning', confirmed: 'success' };
export const ORIGIN_INTENT: Record<string, Intent> = { adsb: 'primary', manual: 'none', synced: 'none' };

/** The status tag with the recheck and incomplete marks. */
export function StatusTags({ row, t }: { row: Pick<FlbRow, 'status' | 'recheck' | 'recheckReason' | 'incomplete'>; t: TFunction }) {
  return (
    <span className="foc-flb__tags">
      <Tag minimal intent={STATUS_INTENT[row.status] ?? 'none'} data-status={row.status}>
        {t(`flb.status.${row.status}`)}
      </Tag>
      {row.recheck && (
        <Tooltip content={row.recheckReason ?? ''} placement="top" disabled={!row.recheckReason}>
          <Tag minimal intent="danger" icon="flag" data-testid="flb-recheck-tag">
            {t('flbScreen.tag.recheck')}
          </Tag>
        </Tooltip>
      )}
      {row.incomplete && (
        <Tag minimal intent="warning" data-testid="flb-incomplete-tag">
          {t('flbScreen.tag.incomplete')}
        </Tag>
      )}
    </span>
  );
}

const MINUTE_KEYS = new Set(['blockMinutes', 'flightMinutes', 'nightMinutes', 'airMinutes']);
const SORTABLE = new Set(['plannedDepartureUtc', 'tripNumber', 'flightNo', 'tailNo', 'offUtc', 'outUtc', 'status']);

/** The airport whose zone a time column reads in Local: block-out and take-off at departure, landing and block-in at arrival. */
const AT_ARRIVAL = new Set(['onUtc', 'inUtc']);
export type FlbZones = Readonly<Record<string, string | null>>;
const zoneOf = (zones: FlbZones, r: FlbRow, key: string) => zones[(AT_ARRIVAL.has(key) ? r.arrivalIcao : r.departureIcao).toUpperCase()];

function column(c: ColumnDecl, t: TFunction, timeType: TimeType, hint: string, zones: FlbZones): ListColumn<FlbRow> {
  const key = c.key as keyof FlbRow;
  const base = { key: c.key, header: t(c.label), ...(SORTABLE.has(c.key) ? { sortField: c.key } : {}) };
  const raw = (r: FlbRow) => r[key] as unknown;
  if (c.kind === 'datetime') {
    return {
      ...base,
      hint,
      cell: (r) => <TimeCell iso={raw(r) as string | null} timeType={timeType} zone={zoneOf(zones, r, c.key)} />,
      text: (r) => instantText(raw(r) as string | null, timeType, zoneOf(zones, r, c.key)),
    };
  }
  if (c.kind === 'date') {
    const text = (r: FlbRow) => (raw(r) ? formatInstant(raw(r) as string, timeType, zoneOf(zones, r, c.key)).text.slice(0, 10) : '');
    return { ...base, cell: text, text };
  }
  if (MINUTE_KEYS.has(c.key)) {
    // the export writes minutes; the screen shows H:MM under its own header
    const text = (r: FlbRow) => hm(raw(r) as number | null);
    return { ...base, header: t(`flbScreen.column.${c.key}`), cell: (r) => <span className="foc-flb__num">{text(r)}</span>, text };
  }
  if (c.key === 'blockFuel') {
    const text = (r: FlbRow) => (r.blockFuel === null ? '' : `${r.blockFuel} ${r.fuelUnit}`);
    return { ...base, cell: text, text };
  }
  if (c.key === 'status') return { ...base, cell: (r) => <StatusTags row={r} t={t} />, text: (r) => t(`flb.status.${r.status}`) };
  if (c.key === 'origin') {
    return {
      ...base,
      cell: (r) => (
        <Tag minimal intent={ORIGIN_INTENT[r.origin] ?? 'none'} data-origin={r.origin}>
          {t(`flb.origin.${r.origin}`)}
        </Tag>
      ),
      text: (r) => t(`flb.origin.${r.origin}`),
    };
  }
  if (c.key === 'recheck') {
    const text = (r: FlbRow) => (r.recheck ? (r.recheckReason ?? t('flbScreen.tag.recheck')) : '');
    return { ...base, cell: text, text };
  }
  if (c.key === 'tripNumber') {
    const text = (r: FlbRow) => `${r.tripNumber}-${r.legNumber}`;
    return { ...base, cell: (r) => <strong>{text(r)}</strong>, text };
  }
  const text = (r: FlbRow) => {
    const v = raw(r);
    return v === null || v === undefined ? '' : String(v);
  };
  return { ...base, cell: text, text };
}

/** Shown first on the screen (the table is wider than the screen): the leg, then where the log stands. */
const FRONT = ['plannedDepartureUtc', 'tripNumber', 'status', 'origin'];

/** Every FLB list column; in Local, times read in the zone of their airport (`zones` by ICAO, as `useAirportZones` answers). */
export function flbColumns(t: TFunction, timeType: TimeType, hint: string, zones: FlbZones = {}): ListColumn<FlbRow>[] {
  const ordered = [...FRONT.map((k) => FLB_COLUMNS.find((c) => c.key === k)!), ...FLB_COLUMNS.filter((c) => !FRONT.includes(c.key))];
  return ordered.map((c) => column(c, t, timeType, hint, zones));
}
