/** The versions of a log, newest first: the command, who, when, the reason and the fields it changed. */
import { HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flbApi, type FlbHistoryRow } from '../../api/flb';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';
import { hm } from './flbView';

/** A changed value as text: instants in the time type, minutes H:MM, crew by name, objects as JSON. */
export function valueText(field: string, v: unknown, timeType: TimeType): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string' && field.endsWith('Utc')) return instantText(v, timeType);
  if (typeof v === 'number' && field.endsWith('Minutes')) return hm(v);
  if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' && 'name' in x ? String((x as { name: unknown }).name) : JSON.stringify(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
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
          <th>{t('flbScreen.history.version')}</th>
          <th>{t('flbScreen.history.command')}</th>
          <th>{t('flbScreen.history.user')}</th>
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
            <td>{r.userName}</td>
            <td>{instantText(r.time, timeType)}</td>
            <td>{r.reason ?? ''}</td>
            <td>
              {r.changes.map((c) => (
                <div key={c.field} className="foc-flb__change">
                  <strong>{t(`flbScreen.field.${c.field}`, { defaultValue: c.field })}</strong>: {valueText(c.field, c.before, timeType)} → {valueText(c.field, c.after, timeType)}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
