import { Button, Callout } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { seatAdminApi, type SysSeat } from '../../../api/systemSeats';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import { ListTable, type ListColumn } from '../../../ui/list/ListTable';
import { instantText, TimeCell } from '../../../ui/list/times';
import type { FieldSpec } from '../../../ui/resource/formModel';
import { ResourceForm } from '../../../ui/resource/ResourceForm';
import '../../../ui/list/list.css';
import { useSeatName } from './seatNames';
import './seat.css';

const S = 'systemSeat.seat';
const FORM: readonly FieldSpec[] = [
  { name: 'sortNum', label: `${S}.col.sortNum`, kind: 'integer', min: 0, max: 9999, notNull: true },
  { name: 'note', label: `${S}.col.note`, kind: 'textarea', maxLength: 500, wide: true },
];

/** The company's ten seats (`system/seat/SeatList`): sort order and notes are edited here; name and code are the product's. */
export default function SeatList() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const navigate = useNavigate();
  const seatName = useSeatName();
  const [rows, setRows] = useState<SysSeat[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<SysSeat | null>(null);
  const canEdit = hasAbility('seat:edit');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await seatAdminApi.list());
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const columns = useMemo((): ListColumn<SysSeat>[] => {
    const text = (key: 'keyName' | 'note', mono = false): ListColumn<SysSeat> => ({
      key,
      header: t(`${S}.col.${key}`),
      cell: (r) => <span className={mono ? 'foc-list__muted' : undefined}>{r[key] ?? ''}</span>,
      text: (r) => r[key] ?? '',
    });
    return [
      { key: 'name', header: t(`${S}.col.name`), cell: (r) => <strong>{seatName(r)}</strong>, text: (r) => seatName(r) },
      text('keyName', true),
      { key: 'sortNum', header: t(`${S}.col.sortNum`), cell: (r) => r.sortNum, text: (r) => String(r.sortNum) },
      text('note'),
      { key: 'updateAuthor', header: t(`${S}.col.updateAuthor`), cell: (r) => r.updateAuthor ?? '', text: (r) => r.updateAuthor ?? '' },
      { key: 'updateTime', header: t(`${S}.col.updateTime`), cell: (r) => <TimeCell iso={r.updateTime} timeType={timeType} />, text: (r) => instantText(r.updateTime, timeType) },
      {
        key: 'actions',
        header: t(`${S}.col.actions`),
        cell: (r) => (
          <span className="foc-seat__actions">
            {canEdit && <Button size="small" variant="minimal" icon="edit" text={t('systemSeat.edit')} onClick={() => setEditing(r)} data-testid="seat-edit" />}
            <Button size="small" variant="minimal" icon="menu" text={t(`${S}.menus`)} onClick={() => navigate(`/systemManager/seatMenu?seatId=${encodeURIComponent(r.id)}`)} data-testid="seat-menus" />
          </span>
        ),
        text: () => '',
      },
    ];
  }, [t, seatName, timeType, canEdit, navigate]);

  return (
    <div className="foc-list" data-testid="seat-list">
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={() => void load()} aria-label={t('systemSeat.reload')} data-testid="list-reload" />
      </div>
      <ListTable columns={columns} rows={[...rows].sort((a, b) => a.sortNum - b.sortNum)} rowKey={(r) => r.id} sort={null} onSort={() => undefined} loading={loading} testId="seat-table" />
      {editing && (
        <ResourceForm<SysSeat>
          title={t(`${S}.editTitle`, { name: seatName(editing) })}
          fields={FORM}
          mode="update"
          row={editing}
          header={
            <Callout icon="lock" className="foc-seat__fixed">
              <strong>{seatName(editing)}</strong> · <code>{editing.keyName}</code>
              <div>{t(`${S}.fixed`)}</div>
            </Callout>
          }
          versionOf={(r) => r.version}
          save={(body, row) => seatAdminApi.update(row!.id, body as never)}
          reload={async (r) => (await seatAdminApi.list()).find((s) => s.id === r.id) ?? r}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </div>
  );
}
