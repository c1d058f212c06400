import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LEG_LOG_EXPORT, legApi, type LegLogRow } from '../../api/leg';
import type { ListCondition } from '../../api/trip';
import { legLogDiff } from '../../domain/trip/legLog';
import { legLogChangesText, legLogLegNumber } from '../../domain/trip/legLogText';
import { companyReadings } from '../../state/companyReadings';
import { settings } from '../../state/settings';
import { hasAbility } from '../../state/session';
import { commandLabel, fieldLabel, logTextEnv, valueText } from '../../ui/leg/logValues';
import { ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';
import '../../ui/leg/legDetail.css';

/** Tails of the company's aircraft by id (empty when the caller may not read the fleet). */
function useTails(): Record<string, string> {
  const [tails, setTails] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    legApi.aircraft().then(
      (a) => live && setTails(Object.fromEntries(a.list.map((x) => [x.id, x.tailNo]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return tails;
}

const legNumberOf = (r: LegLogRow): string => legLogLegNumber(r.before, r.after);

function LogTable({ conditions, byTrip }: { conditions: ListCondition[]; byTrip: boolean }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const { legStateReading } = useSnapshot(companyReadings);
  const zoneHint = useZoneHint();
  const tails = useTails();
  const q = useListQuery<LegLogRow>(legApi.logs, { sort: { field: 'time', direction: 'desc' }, conditions });
  const columns = useMemo<ListColumn<LegLogRow>[]>(() => {
    const changes = (r: LegLogRow) => legLogDiff(r.before, r.after);
    return [
      {
        key: 'time',
        header: t('legDetail.log.time'),
        hint: timeType === 'Local' ? 'UTC' : zoneHint(timeType),
        sortField: 'time',
        // Local has no single airport for a log row: UTC is shown then
        cell: (r) => <TimeCell iso={r.time} timeType={timeType === 'Local' ? 'UTC' : timeType} />,
        text: (r) => instantText(r.time, timeType === 'Local' ? 'UTC' : timeType),
      },
      ...(byTrip ? [{ key: 'legNumber', header: t('legDetail.log.legNumber'), cell: legNumberOf, text: legNumberOf } satisfies ListColumn<LegLogRow>] : []),
      { key: 'userName', header: t('legDetail.log.user'), sortField: 'userName', cell: (r) => r.userName, text: (r) => r.userName },
      { key: 'command', header: t('legDetail.log.command'), sortField: 'command', cell: (r) => commandLabel(t, r.command), text: (r) => commandLabel(t, r.command) },
      {
        key: 'changes',
        header: t('legDetail.log.changes'),
        cell: (r) => {
          const list = changes(r);
          if (list.length === 0) return <span className="foc-leg__muted">{t('legDetail.log.noChange')}</span>;
          return (
            <ul className="foc-leg-log__changes" data-testid="log-changes">
              {list.map((c) => (
                <li key={c.field} data-field={c.field}>
                  <span className="foc-leg-log__field">{fieldLabel(t, c.field)}</span>: {r.before ? <span className="foc-leg-log__before">{valueText(t, c.field, c.before, timeType, tails, legStateReading)}</span> : null}
                  {r.before ? ' → ' : ''}
                  <span className="foc-leg-log__after">{valueText(t, c.field, c.after, timeType, tails, legStateReading)}</span>
                </li>
              ))}
            </ul>
          );
        },
        text: (r) => legLogChangesText(logTextEnv(t, timeType, tails, legStateReading), r.before, r.after),
      },
    ];
  }, [t, timeType, zoneHint, byTrip, tails, legStateReading]);

  return (
    <>
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        {hasAbility('tripLeg:export') && <ServerExportButton url={LEG_LOG_EXPORT} name={t('legDetail.log.fileName')} columns={columns.map((c) => c.key)} query={q} />}
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('tripScreens.list.reload')} data-testid="list-reload" />
      </div>
      <ListTable columns={columns} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="leg-log-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </>
  );
}

/** The leg log (`trip/TripLegLog`, /tripLegLog?legId= or ?tripId=): who changed what, before → after. */
export default function TripLegLog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const legId = params.get('legId');
  const tripId = params.get('tripId');
  if (!legId && !tripId) return <NonIdealState icon="search" title={t('legDetail.page.noLeg')} />;
  const conditions: ListCondition[] = legId ? [{ name: 'legId', op: 'eq', value: legId }] : [{ name: 'tripId', op: 'eq', value: tripId }];
  return (
    <div className="foc-list" data-testid="leg-log">
      {legId && (
        <div>
          <Button icon="arrow-left" variant="minimal" text={t('legDetail.log.toLeg')} onClick={() => navigate(`/tripLegDetail?id=${encodeURIComponent(legId)}`)} data-testid="log-to-leg" />
        </div>
      )}
      <LogTable key={legId ?? tripId} conditions={conditions} byTrip={!legId} />
    </div>
  );
}
