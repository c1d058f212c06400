import { Button, Checkbox, HTMLSelect, Tag, Tooltip, type Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, outboxApi, splitError, type OutboxRow, type OutboxStatus } from '../../api/outbox';
import type { ListCondition } from '../../api/trip';
import { showToast } from '../../app/toaster';
import { zoneLabel } from '../../domain/trip';
import type { TimeType } from '../../domain/timeType';
import { SelectionActionButton } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { RecordSearch, SearchText, useSearchForm } from '../../ui/list/recordListFrame';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { instantText } from '../../ui/list/times';
import { useColumns } from '../../ui/list/useColumns';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';
import './outbox.css';

interface Search {
  channel: string;
  status: string;
  recipient: string;
}
const EMPTY: Search = { channel: '', status: '', recipient: '' };

const conditions = (s: Search): ListCondition[] => [
  { name: 'channel', op: 'eq', value: s.channel },
  { name: 'status', op: 'eq', value: s.status },
  { name: 'recipient', op: 'like', value: s.recipient },
];

const STATUS_INTENT: Record<OutboxStatus, Intent> = { unsent: 'warning', sent: 'success', failed: 'danger' };

/** The last error: its key translated, then the server's text. */
function errorTextOf(t: TFunction, lastError: string | null): string {
  const e = splitError(lastError);
  if (!e) return '';
  return [e.key ? t(e.key) : '', e.detail].filter(Boolean).join(': ');
}

/** Outbox rows carry no airport: Local time is shown as Beijing time. */
const shownTimeType = (timeType: TimeType): TimeType => (timeType === 'Local' ? 'Beijing' : timeType);

/** The outbox of e-mail, SMS and push (`system/Outbox`): what went, what waits and why, and a retry of failed messages. */
export default function Outbox() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = shownTimeType(timeType);
  const q = useListQuery<OutboxRow>(outboxApi.list, { sort: { field: 'createTime', direction: 'desc' } });
  const search = useSearchForm(EMPTY, q, conditions);
  const { form, set } = search;
  const [selected, setSelected] = useState<string[]>([]);
  const canRetry = hasAbility('outbox:retry');

  const columns = useMemo((): ListColumn<OutboxRow>[] => {
    const errorText = (lastError: string | null) => errorTextOf(t, lastError);
    const time = (key: 'createTime' | 'sentTime' | 'nextAttemptTime'): ListColumn<OutboxRow> => ({
      key,
      header: t(`outbox.col.${key}`),
      hint: zoneLabel(tt),
      sortField: key,
      cell: (r) => instantText(r[key], tt),
      text: (r) => instantText(r[key], tt),
    });
    return [
      time('createTime'),
      { key: 'channel', header: t('outbox.col.channel'), sortField: 'channel', cell: (r) => t(`outbox.channel.${r.channel}`), text: (r) => t(`outbox.channel.${r.channel}`) },
      {
        key: 'recipient',
        header: t('outbox.col.recipient'),
        sortField: 'recipient',
        cell: (r) => (r.recipientName ? `${r.recipientName} <${r.recipient}>` : r.recipient),
        text: (r) => r.recipient,
      },
      {
        key: 'subject',
        header: t('outbox.col.subject'),
        cell: (r) => (
          <Tooltip content={<div className="foc-mail__detail">{r.body}</div>} placement="bottom-start">
            <span className="foc-outbox__subject">{r.subject}</span>
          </Tooltip>
        ),
        text: (r) => r.subject,
      },
      {
        key: 'status',
        header: t('outbox.col.status'),
        sortField: 'status',
        cell: (r) => (
          <Tag round minimal={r.status === 'sent'} intent={STATUS_INTENT[r.status] ?? 'none'} data-status={r.status} data-testid="outbox-status">
            {t(`outbox.status.${r.status}`)}
          </Tag>
        ),
        text: (r) => t(`outbox.status.${r.status}`),
      },
      { key: 'attempts', header: t('outbox.col.attempts'), sortField: 'attempts', cell: (r) => r.attempts, text: (r) => String(r.attempts) },
      {
        key: 'lastError',
        header: t('outbox.col.lastError'),
        cell: (r) => (
          <span className="foc-outbox__error" title={errorText(r.lastError)} data-testid="outbox-error">
            {errorText(r.lastError)}
          </span>
        ),
        text: (r) => errorText(r.lastError),
      },
      time('sentTime'),
      time('nextAttemptTime'),
    ];
  }, [t, tt]);
  const { visible, shown, toggle } = useColumns('outbox', columns);

  const failedOnPage = q.rows.filter((r) => r.status === 'failed');
  const picked = q.rows.filter((r) => selected.includes(r.id));
  const toggleRow = (id: string) => setSelected((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]));
  const allPicked = failedOnPage.length > 0 && failedOnPage.every((r) => selected.includes(r.id));
  const select: ListColumn<OutboxRow> = {
    key: 'select',
    header: '',
    cell: (r) =>
      r.status === 'failed' ? <Checkbox checked={selected.includes(r.id)} onChange={() => toggleRow(r.id)} aria-label={t('outbox.select')} data-testid="outbox-select" /> : null,
    text: () => '',
  };

  const retry = async (rows: readonly OutboxRow[]) => {
    const r = await outboxApi.retry(rows.map((row) => row.id));
    showToast(t('outbox.retryDone', { count: r.retried }), 'success');
    setSelected([]);
    q.reload();
  };

  return (
    <div className="foc-list" data-testid="outbox">
      <RecordSearch search={search}>
        <HTMLSelect
          value={form.channel}
          onChange={(e) => set({ channel: e.currentTarget.value })}
          options={[{ value: '', label: t('outbox.filter.allChannels') }, ...OUTBOX_CHANNELS.map((c) => ({ value: c, label: t(`outbox.channel.${c}`) }))]}
          aria-label={t('outbox.col.channel')}
          data-testid="search-channel"
        />
        <HTMLSelect
          value={form.status}
          onChange={(e) => set({ status: e.currentTarget.value })}
          options={[{ value: '', label: t('outbox.filter.allStatuses') }, ...OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) }))]}
          aria-label={t('outbox.col.status')}
          data-testid="search-status"
        />
        <SearchText field="recipient" placeholder={t('outbox.filter.recipient')} value={form.recipient} onChange={(recipient) => set({ recipient })} />
      </RecordSearch>
      <div className="foc-list__toolbar">
        {canRetry && (
          <>
            <Checkbox
              checked={allPicked}
              disabled={failedOnPage.length === 0}
              onChange={() => setSelected(allPicked ? [] : failedOnPage.map((r) => r.id))}
              label={t('outbox.selectFailed')}
              data-testid="outbox-select-failed"
            />
            <SelectionActionButton
              kind="batch"
              icon="repeat"
              intent="primary"
              selected={picked}
              confirm={{ message: t('outbox.retryConfirm', { count: picked.length }) }}
              run={retry}
              data-testid="outbox-retry"
            >
              {t('outbox.retry')}
            </SelectionActionButton>
          </>
        )}
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('legRecordScreens.reload')} data-testid="list-reload" />
        {hasAbility('outbox:export') && <ServerExportButton url="/message/v1/outbox/export" name={t('outbox.fileName')} columns={shown.map((c) => c.key)} query={q} />}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={canRetry ? [select, ...shown] : shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="outbox-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
