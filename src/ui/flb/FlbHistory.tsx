/** The versions of a log, newest first: the command, who, when, the reason and the fields it changed. */
import { HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { flbApi, type FlbHistoryRow } from '../../api/flb';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';
import { hm } from './flbView';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Bookkeeping the history does not show (the draft's raw figures, links, flags). */
export const HIDDEN_CHANGES = new Set(['adsb', 'adsbNotes', 'legId', 'tripId', 'aircraftId', 'companyId', 'touched', 'id', 'version', 'createTime', 'updateTime', 'createAuthor', 'updateAuthor']);

/** A changed value as text: instants in the time type, minutes H:MM, status and origin by name, crew by name, reasons by field. */
export function valueText(field: string, v: unknown, timeType: TimeType, t: TFunction): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string' && ISO.test(v)) return instantText(v, timeType);
  if (typeof v === 'number' && field.endsWith('Minutes')) return hm(v);
  if (field === 'status' || field === 'origin') return t(`flb.${field}.${String(v)}`);
  if (typeof v === 'boolean') return t(v ? 'flbScreen.yes' : 'flbScreen.no');
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' && 'name' in x ? String((x as { name: unknown }).name) : JSON.stringify(x))).join(', ') || '—';
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined && x !== null && x !== '');
    return entries.length ? entries.map(([k, x]) => `${t(`flbScreen.field.${k}`, { defaultValue: k })}: ${valueText(k, x, timeType, t)}`).join('; ') : '—';
  }
  return String(v);
}

export function FlbHistory({ logId, version, timeType }: { logId: string; version: number; timeType: TimeType }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FlbHistoryRow[] | null>(null);
  useEffect(() => {
    let live = true;
    flbApi.history(logId).then(
      (r) => live && setRows(r),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [logId, version]);
  if (rows === null) return <Spinner size={24} />;
  if (rows.length === 0) return <NonIdealState icon="history" title={t('flbScreen.history.none')} />;
  return (
    <HTMLTable compact striped className="foc-flb__history" data-testid="flb-history">
      <thead>
        <tr>
          <th className="foc-flb__nowrap">{t('flbScreen.history.version')}</th>
          <th>{t('flbScreen.history.command')}</th>
          <th className="foc-flb__nowrap">{t('flbScreen.history.user')}</th>
          <th>{t('flbScreen.history.time')}</th>
          <th>{t('flbScreen.history.reason')}</th>
          <th>{t('flbScreen.history.changes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.version} data-testid="flb-history-row">
            <td>{r.version}</td>
            <td>
              <Tag minimal>{t(`flb.command.${r.command}`)}</Tag>
            </td>
            <td className="foc-flb__nowrap">{r.userName}</td>
            <td className="foc-flb__nowrap">{instantText(r.time, timeType)}</td>
            <td className="foc-flb__reason">{r.reason ?? ''}</td>
            <td>
              {r.changes.filter((c) => !HIDDEN_CHANGES.has(c.field)).map((c) => (
                <div key={c.field} className="foc-flb__change">
                  <strong>{t(`flbScreen.field.${c.field}`, { defaultValue: c.field })}</strong>: {valueText(c.field, c.before, timeType, t)} → {valueText(c.field, c.after, timeType, t)}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
