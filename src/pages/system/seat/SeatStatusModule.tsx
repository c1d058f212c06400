import { Button, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { seatAdminApi, type SeatPresence } from '../../../api/systemSeats';
import { settings } from '../../../state/settings';
import { ListTable, type ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell } from '../../../ui/list/times';
import { useCompanySeats, useSeatName } from './seatNames';
import '../../../ui/list/list.css';
import './seat.css';

/** How often the screen reads the live sessions again. */
export const STATUS_REFRESH_SECONDS = 10;
const C = 'systemSeat.status.col';

/** Who works in which seat now (`system/seat/SeatStatusModule`), from the live sessions; refreshed every few seconds. */
export default function SeatStatusModule() {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const seatName = useSeatName();
  const seats = useCompanySeats();
  const [rows, setRows] = useState<SeatPresence[]>([]);
  const [loading, setLoading] = useState(true);
  const [seatKey, setSeatKey] = useState('');

  const load = useCallback(async () => {
    try {
      setRows(await seatAdminApi.status());
    } catch {
      // told by the request layer; the next round tries again
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load();
    }, STATUS_REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [load]);

  const columns = useMemo((): ListColumn<SeatPresence>[] => {
    const time = (key: 'since' | 'lastActivity'): ListColumn<SeatPresence> => ({
      key,
      header: t(`${C}.${key}`),
      cell: (r) => <TimeCell iso={r[key]} timeType={timeType} />,
      text: (r) => instantText(r[key], timeType),
    });
    return [
      { key: 'userName', header: t(`${C}.userName`), cell: (r) => <strong>{r.userName}</strong>, text: (r) => r.userName },
      { key: 'personName', header: t(`${C}.personName`), cell: (r) => r.personName, text: (r) => r.personName },
      { key: 'seat', header: t(`${C}.seat`), cell: (r) => seatName({ keyName: r.seatKey }), text: (r) => seatName({ keyName: r.seatKey }) },
      time('since'),
      { key: 'ip', header: t(`${C}.ip`), cell: (r) => <span className="foc-list__muted">{r.ip ?? ''}</span>, text: (r) => r.ip ?? '' },
      time('lastActivity'),
      {
        key: 'online',
        header: t(`${C}.online`),
        cell: (r) => (
          <Tag minimal round intent={r.online ? 'success' : 'none'} data-testid="seat-status-state">
            {t(r.online ? 'systemSeat.status.online' : 'systemSeat.status.idle')}
          </Tag>
        ),
        text: (r) => t(r.online ? 'systemSeat.status.online' : 'systemSeat.status.idle'),
      },
    ];
  }, [t, timeType, seatName]);

  const shown = seatKey ? rows.filter((r) => r.seatKey === seatKey) : rows;
  return (
    <div className="foc-list" data-testid="seat-status">
      <div className="foc-list__toolbar">
        <HTMLSelect
          value={seatKey}
          onChange={(e) => setSeatKey(e.currentTarget.value)}
          options={[{ value: '', label: t('systemSeat.status.allSeats') }, ...seats.map((s) => ({ value: s.keyName, label: seatName(s) }))]}
          aria-label={t(`${C}.seat`)}
          data-testid="seat-status-seat"
        />
        <span className="foc-list__spacer" />
        <span className="foc-seat-menu__count">{t('systemSeat.status.summary', { count: shown.length, seconds: STATUS_REFRESH_SECONDS })}</span>
        <Button icon="refresh" variant="minimal" onClick={() => void load()} aria-label={t('systemSeat.reload')} data-testid="list-reload" />
      </div>
      {!loading && shown.length === 0 ? (
        <NonIdealState icon="people" title={t('systemSeat.status.empty')} />
      ) : (
        <ListTable columns={columns} rows={shown} rowKey={(r) => r.sessionId} sort={null} onSort={() => undefined} loading={loading} testId="seat-status-table" />
      )}
    </div>
  );
}
