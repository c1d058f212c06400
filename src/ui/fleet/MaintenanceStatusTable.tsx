/**
 * The maintenance status per aircraft: the last inspection done, the next one due, days left and
 * overdue; export. The maintenance status screen shows the fleet; an aircraft's tab one row.
 */
import { Checkbox, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { maintenanceApi, MAINTENANCE_STATUS_COLUMNS, type MaintenanceStatusRow } from '../../api/fleetUpkeep';
import type { ListAnswer, ListQueryBody } from '../../api/trip';
import { useLiveFleet } from '../../app/realtime/useLive';
import { columnDecl } from '../../contract/listColumns';
import type { TimeType } from '../../domain/timeType';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import type { ListColumn } from '../list/ListTable';
import { RecordTable } from '../list/recordListFrame';
import { instantText, TimeCell, useZoneHint } from '../list/times';
import { useListQuery } from '../list/useListQuery';
import { recordTimeType, STATUS_INTENT } from './faultView';
import './fleet.css';

type Row = MaintenanceStatusRow & { id: string };

function statusColumns(t: TFunction, timeType: TimeType, hint: string): ListColumn<Row>[] {
  const head = (key: string) => t(columnDecl(MAINTENANCE_STATUS_COLUMNS, key).label);
  const tt = recordTimeType(timeType);
  const time = (key: 'lastDoneAt' | 'nextStart'): ListColumn<Row> => ({ key, header: head(key), hint, cell: (r) => <TimeCell iso={r[key]} timeType={tt} />, text: (r) => instantText(r[key], tt) });
  return [
    { key: 'tailNo', header: head('tailNo'), cell: (r) => <strong>{r.tailNo}</strong>, text: (r) => r.tailNo },
    { key: 'status', header: head('status'), cell: (r) => <Tag intent={STATUS_INTENT[r.status] ?? 'none'} data-status={r.status}>{t(`resources.aircraftStatus.${r.status}`)}</Tag>, text: (r) => t(`resources.aircraftStatus.${r.status}`) },
    { key: 'lastName', header: head('lastName'), cell: (r) => r.lastName ?? '', text: (r) => r.lastName ?? '' },
    time('lastDoneAt'),
    { key: 'nextName', header: head('nextName'), cell: (r) => r.nextName ?? '', text: (r) => r.nextName ?? '' },
    time('nextStart'),
    {
      key: 'daysLeft',
      header: head('daysLeft'),
      cell: (r) => (r.daysLeft === null ? '' : <Tag minimal intent={r.overdue ? 'danger' : r.daysLeft <= 7 ? 'warning' : 'none'} data-testid="days-left">{t('maintenance.daysLeft', { count: r.daysLeft })}</Tag>),
      text: (r) => (r.daysLeft === null ? '' : String(r.daysLeft)),
    },
    { key: 'overdue', header: head('overdue'), cell: (r) => (r.overdue ? <Tag intent="danger">{t('maintenance.overdue')}</Tag> : ''), text: (r) => (r.overdue ? t('maintenance.overdue') : '') },
  ];
}

export function MaintenanceStatusTable({ aircraftId, screen }: { aircraftId?: string; screen: string }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const hint = useZoneHint()(recordTimeType(timeType));
  const [overdueOnly, setOverdueOnly] = useState(false);
  const fetch = useMemo(
    () =>
      async (body: ListQueryBody): Promise<ListAnswer<Row>> => {
        const a = await maintenanceApi.status({ page: body.page, pageSize: body.pageSize, ...(aircraftId ? { aircraftId } : {}), ...(overdueOnly ? { overdueOnly } : {}) });
        return { totalNum: a.totalNum, list: a.list.map((r) => ({ ...r, id: r.aircraftId })) };
      },
    [aircraftId, overdueOnly],
  );
  const q = useListQuery<Row>(fetch);
  useLiveFleet(q.reload, aircraftId ? [aircraftId] : null);
  const columns = useMemo(() => statusColumns(t, timeType, hint), [t, timeType, hint]);
  return (
    <div className="foc-list foc-records" data-testid={`${screen}-status`}>
      {!aircraftId && (
        <div className="foc-fleet__panel-toolbar">
          <Checkbox checked={overdueOnly} label={t('maintenance.overdueOnly')} onChange={(e) => setOverdueOnly(e.currentTarget.checked)} data-testid="status-overdue" />
        </div>
      )}
      <RecordTable query={q} screen={screen} columns={columns} exportAs={hasAbility('maintenanceStatus:export') && !aircraftId ? { name: t('maintenance.statusFileName'), url: maintenanceApi.statusExportUrl } : null} testId={`${screen}-table`} />
    </div>
  );
}
