/**
 * The duty-period check's table (the server's export writes the same columns by key,
 * src/contract/dutyTime/columns.ts). Times are in the user's time type; Local reads the zone of the
 * airport where the duty starts (report) or ends (release).
 */
import type { TFunction } from 'i18next';
import type { DutyPeriodView } from '../../../api/dutyTime';
import type { TimeType } from '../../../domain/timeType';
import type { ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell } from '../../../ui/list/times';
import { hm } from '../../../ui/dutyGuard/format';
import { LevelTag } from '../../../ui/dutyGuard/parts';

export type Zones = Record<string, string | null>;

const D = 'dutyTime.duty';

export function acclimatisedText(t: TFunction, v: DutyPeriodView['acclimatised']): string {
  return t(`dutyTime.acclimatised.${v === 'unknown' ? 'unknown' : v ? 'yes' : 'no'}`);
}

export const sectorsText = (d: Pick<DutyPeriodView, 'sectors' | 'positioningSectors'>) => (d.positioningSectors > 0 ? `${d.sectors} (+${d.positioningSectors})` : String(d.sectors));

/** The columns of the duty table; `zoneHint` is the header's hint of the time columns. */
export function dutyColumns(t: TFunction, tt: TimeType, zoneHint: string, zones: Zones): ListColumn<DutyPeriodView>[] {
  const zone = (icao: string) => zones[icao.toUpperCase()] ?? null;
  const mins = (key: string, get: (d: DutyPeriodView) => number | null): ListColumn<DutyPeriodView> => ({ key, header: t(`${D}.${key}`), hint: 'H:MM', text: (d) => hm(get(d)), cell: (d) => hm(get(d)) });
  return [
    { key: 'no', header: t(`${D}.no`), text: (d) => String(d.dutyPeriodNo), cell: (d) => d.dutyPeriodNo },
    { key: 'report', header: t(`${D}.report`), hint: zoneHint, text: (d) => instantText(d.report, tt, zone(d.startIcao)), cell: (d) => <TimeCell iso={d.report} timeType={tt} zone={zone(d.startIcao)} /> },
    { key: 'release', header: t(`${D}.release`), hint: zoneHint, text: (d) => instantText(d.release, tt, zone(d.endIcao)), cell: (d) => <TimeCell iso={d.release} timeType={tt} zone={zone(d.endIcao)} /> },
    { key: 'route', header: t(`${D}.route`), text: (d) => `${d.startIcao}–${d.endIcao}`, cell: (d) => <span className="foc-list__route">{`${d.startIcao}–${d.endIcao}`}</span> },
    { key: 'referenceTime', header: t(`${D}.referenceTime`), text: (d) => `${d.reportTimeLocal} ${d.referenceZone}`, cell: (d) => <span title={d.referenceZone}>{d.reportTimeLocal} <span className="foc-list__zone">{d.referenceZone}</span></span> },
    { key: 'acclimatised', header: t(`${D}.acclimatised`), text: (d) => acclimatisedText(t, d.acclimatised), cell: (d) => acclimatisedText(t, d.acclimatised) },
    { key: 'peoples', header: t(`${D}.peoples`), text: (d) => String(d.peoples), cell: (d) => d.peoples },
    { key: 'sectors', header: t(`${D}.sectors`), text: sectorsText, cell: sectorsText },
    { key: 'transit', header: t(`${D}.transit`), text: (d) => t(`dutyTime.transit.${d.transitDutyType}`), cell: (d) => t(`dutyTime.transit.${d.transitDutyType}`) },
    mins('preparation', (d) => d.preparationMinutes),
    mins('fdp', (d) => d.fdpMinutes),
    mins('maxFdp', (d) => d.maxFdpMinutes),
    mins('duty', (d) => d.dutyMinutes),
    mins('flight', (d) => d.flightMinutes),
    mins('restBefore', (d) => d.restBeforeMinutes),
    mins('restAfter', (d) => d.restAfterMinutes),
    mins('wocl', (d) => d.woclMinutes),
    {
      key: 'verdict',
      header: t(`${D}.verdict`),
      text: (d) => (d.judged ? t(`dutyTime.level.${d.verdict}`) : t(`${D}.history`)),
      cell: (d) => (d.judged ? <LevelTag level={d.verdict} testId="duty-verdict" /> : <span data-testid="duty-verdict">{t(`${D}.history`)}</span>),
    },
  ];
}
