/** The fault list's columns, shared by the fault monitor and the aircraft's faults tab; the live countdown cell. */
import { Tag, Tooltip } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAULT_COLUMNS, type FaultRow } from '../../api/fleetUpkeep';
import { columnDecl } from '../../contract/listColumns';
import type { TimeType } from '../../domain/timeType';
import type { ListColumn } from '../list/ListTable';
import { instantText, TimeCell } from '../list/times';
import { deadlineView, describeFault, FAULT_INTENT, recordTimeType } from './faultView';
import './fleet.css';

/** The current time, ticking every `ms` (the countdowns' clock). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Days, hours and minutes left to an open MEL item's deadline, red under 24 h, 'overdue' past it. */
export function Countdown({ deadlineAt, open }: { deadlineAt: string | null; open: boolean }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const v = open ? deadlineView(deadlineAt, now) : null;
  if (!v) return null;
  const text = t(v.overdue ? 'fleetFault.countdown.overdue' : 'fleetFault.countdown.left', { days: v.days, hours: v.hours, minutes: v.minutes });
  return (
    <Tag minimal intent={v.urgent ? 'danger' : 'none'} className="foc-fleet__countdown" data-testid="mel-countdown" data-urgent={v.urgent ? '1' : '0'}>
      {text}
    </Tag>
  );
}

const head = (t: TFunction, key: string) => t(columnDecl(FAULT_COLUMNS, key).label);

export function faultColumns(t: TFunction, language: string, timeType: TimeType, hint: string): ListColumn<FaultRow>[] {
  const tt = recordTimeType(timeType);
  const time = (key: 'discoveredAt' | 'closedAt', sortField?: string): ListColumn<FaultRow> => ({
    key,
    header: head(t, key),
    hint,
    sortField,
    cell: (r) => <TimeCell iso={r[key]} timeType={tt} />,
    text: (r) => instantText(r[key], tt),
  });
  return [
    { key: 'tailNo', header: head(t, 'tailNo'), cell: (r) => <strong>{r.tailNo}</strong>, text: (r) => r.tailNo },
    {
      key: 'kind',
      header: head(t, 'kind'),
      sortField: 'kind',
      cell: (r) => (
        <Tag intent={FAULT_INTENT[r.kind] ?? 'none'} data-kind={r.kind}>
          {t(`fleetFault.kind.${r.kind}`)}
        </Tag>
      ),
      text: (r) => t(`fleetFault.kind.${r.kind}`),
    },
    { key: 'melItem', header: head(t, 'melItem'), sortField: 'melItem', cell: (r) => r.melItem ?? '', text: (r) => r.melItem ?? '' },
    { key: 'melCategory', header: head(t, 'melCategory'), sortField: 'melCategory', cell: (r) => r.melCategory ?? '', text: (r) => r.melCategory ?? '' },
    { key: 'ata', header: head(t, 'ata'), sortField: 'ata', cell: (r) => r.ata ?? '', text: (r) => r.ata ?? '' },
    {
      key: 'description',
      header: head(t, 'description'),
      cell: (r) => {
        const d = describeFault(r, language);
        return d.other ? (
          <Tooltip content={d.other} placement="top">
            <span className="foc-fleet__description">{d.text}</span>
          </Tooltip>
        ) : (
          <span className="foc-fleet__description">{d.text}</span>
        );
      },
      text: (r) => describeFault(r, language).text,
    },
    time('discoveredAt', 'discoveredAt'),
    {
      key: 'deadlineAt',
      header: head(t, 'deadlineAt'),
      hint,
      sortField: 'deadlineAt',
      cell: (r) =>
        r.deadlineAt ? (
          <span className="foc-fleet__deadline">
            <TimeCell iso={r.deadlineAt} timeType={tt} />
            <Countdown deadlineAt={r.deadlineAt} open={r.state === 'open'} />
          </span>
        ) : null,
      text: (r) => instantText(r.deadlineAt, tt),
    },
    {
      key: 'state',
      header: head(t, 'state'),
      sortField: 'state',
      cell: (r) => (
        <Tag minimal intent={r.state === 'open' ? 'warning' : 'success'} data-state={r.state}>
          {t(`fleetFault.state.${r.state}`)}
        </Tag>
      ),
      text: (r) => t(`fleetFault.state.${r.state}`),
    },
    { key: 'reportLeg', header: head(t, 'reportLeg'), cell: (r) => r.reportLeg ?? '', text: (r) => r.reportLeg ?? '' },
    { key: 'reportedBy', header: head(t, 'reportedBy'), cell: (r) => r.reportedBy ?? '', text: (r) => r.reportedBy ?? '' },
    time('closedAt', 'closedAt'),
    { key: 'rectification', header: head(t, 'rectification'), cell: (r) => r.rectification ?? '', text: (r) => r.rectification ?? '' },
  ];
}
