/**
 * The duty-period check's table: one column set serves the screen (cells) and the xlsx export
 * (texts), as the list screens do. Times are in the user's time type; Local reads the zone of the
 * airport where the duty starts (report) or ends (release).
 */
import type { TFunction } from 'i18next';
import type { DutyCheckAnswer, DutyPeriodView } from '../../../api/dutyTime';
import type { CheckItem } from '../../../domain/dutyTime/check';
import type { TimeType } from '../../../domain/timeType';
import type { ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell } from '../../../ui/list/times';
import { hm, itemValue } from '../../../ui/dutyGuard/format';
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

/** An item as one line: 'FDP · 121.485(a) 表B: … · limit 13:00 · actual 13:30 · margin -0:30 · Over the limit'. */
export function itemText(t: TFunction, i: CheckItem): string {
  const parts = [t(`dutyTime.check.${i.check}`), i.rule];
  if (i.limitMinutes !== null) parts.push(`${t('dutyTime.item.limit')} ${itemValue(i, i.limitMinutes)}`);
  parts.push(`${t('dutyTime.item.actual')} ${itemValue(i, i.actualMinutes)}`);
  if (i.marginMinutes !== null) parts.push(`${t('dutyTime.item.margin')} ${itemValue(i, i.marginMinutes)}`);
  parts.push(t(`dutyTime.level.${i.level}`));
  return parts.join(' · ');
}

/** The export: the table's columns, then the items at a warning or a failure (one line each). */
export function dutyExportTable(t: TFunction, answer: DutyCheckAnswer, columns: readonly ListColumn<DutyPeriodView>[]): { header: string[]; rows: string[][] } {
  const header = [...columns.map((c) => (c.hint ? `${c.header} (${c.hint})` : c.header)), t(`${D}.findings`)];
  const rows = answer.duties.map((d) => [...columns.map((c) => c.text(d)), d.items.filter((i) => i.level === 'warning' || i.level === 'fail').map((i) => itemText(t, i)).join('\n')]);
  return { header, rows };
}

/** The file's name: crew work number, name and period. */
export const dutyExportName = (t: TFunction, a: DutyCheckAnswer) => `${t(`${D}.fileName`)}-${a.crew.workNo}-${a.from.slice(0, 10)}-${a.to.slice(0, 10)}.xlsx`;
