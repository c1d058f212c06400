import { Button, ButtonGroup, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { INTENTION_EXPORT, intentionApi, type IntentionRow } from '../../api/intention';
import { toastKey } from '../../app/toaster';
import { INTENTION_STATUSES } from '../../domain/trip';
import { intentionActions, type IntentionAction } from '../../domain/trip/intentionRules';
import { confirm } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { IntentionDialog, RejectDialog, useCustomers } from './intention/IntentionDialog';
import { EMPTY_INTENTION_SEARCH, intentionConditions, routeText, STATUS_INTENT, type IntentionSearch } from './intention/intentionForm';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';
import { useColumns } from '../../ui/list/useColumns';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { useListQuery } from '../../ui/list/useListQuery';
import '../../ui/list/list.css';
import './intention/intention.css';

const statusKey = (s: string) => `trip.intentionStatus.${s}`;
const ABILITY: Record<IntentionAction, string> = {
  edit: 'intention:edit',
  confirm: 'intention:confirm',
  reject: 'intention:reject',
  cancel: 'intention:cancel',
  initiate: 'intention:initiate',
};
const ICONS = { edit: 'edit', confirm: 'tick', reject: 'cross', cancel: 'disable', initiate: 'send-to' } as const;

/** Business intentions (`trip/IntentionList`): search, sort, paging, create/edit dialog, row commands, trip initiation. */
export default function IntentionList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint();
  const q = useListQuery<IntentionRow>(intentionApi.list, { sort: { field: 'createTime', direction: 'desc' } });
  const [form, setForm] = useState<IntentionSearch>(EMPTY_INTENTION_SEARCH);
  const [editing, setEditing] = useState<IntentionRow | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<IntentionRow | null>(null);
  const customerList = useCustomers(true);
  const customers = useMemo(() => Object.fromEntries(customerList.map((c) => [c.id, c.name])) as Record<string, string>, [customerList]);
  // times without an airport: Local shows UTC
  const listTimeType = timeType === 'Local' ? 'UTC' : timeType;

  const command = async (row: IntentionRow, action: Exclude<IntentionAction, 'edit' | 'reject'>) => {
    const n = row.intentionNumber;
    if (!(await confirm({ message: t(`intention.confirm.${action}`, { number: n }) }))) return;
    try {
      if (action === 'confirm') await intentionApi.confirm(row);
      else if (action === 'cancel') await intentionApi.cancel(row);
      else return await initiate(row);
      q.reload();
    } catch {
      // told by the request layer
    }
  };

  const initiate = async (row: IntentionRow) => {
    let answer;
    try {
      answer = await intentionApi.initiate(row, false);
    } catch (e) {
      const body = e instanceof RequestError ? (e.body as { key?: string; message?: string; result?: { warnings?: { legNumber: number; key: string; params?: Record<string, string | number> }[] } } | undefined) : undefined;
      if (body?.key !== 'trip.error.confirmationRequired') {
        toastKey(body?.key, body?.message);
        return;
      }
      const warnings = body.result?.warnings ?? [];
      const go = await confirm({
        title: t('intention.initiate.warningsTitle'),
        message: (
          <ul className="foc-intention-warnings" data-testid="intention-warnings">
            {warnings.map((w, i) => (
              <li key={i}>{t('intention.initiate.warning', { number: w.legNumber, text: t(w.key, { ...(w.params ?? {}) }) })}</li>
            ))}
          </ul>
        ),
        confirmText: t('intention.initiate.goOn'),
      });
      if (!go) return;
      answer = await intentionApi.initiate(row, true);
    }
    toastKey('intention.initiate.done', undefined, 'success');
    navigate(`/tripEdit?id=${encodeURIComponent(answer.trip.id)}`);
  };

  const columns = useMemo<ListColumn<IntentionRow>[]>(() => {
    const customer = (r: IntentionRow) => customers[r.customerId] ?? '';
    const firstDeparture = (r: IntentionRow) => r.requestedLegs[0]?.departureUtc;
    return [
      { key: 'intentionNumber', header: t('intention.list.number'), sortField: 'intentionNumber', cell: (r) => <strong>{r.intentionNumber}</strong>, text: (r) => r.intentionNumber },
      { key: 'customer', header: t('intention.list.customer'), cell: (r) => customer(r) || <span className="foc-list__muted">{r.customerId.slice(0, 8)}</span>, text: customer },
      { key: 'contact', header: t('intention.list.contact'), sortField: 'contactName', cell: (r) => [r.contactName, r.contactPhone].filter(Boolean).join(' · '), text: (r) => [r.contactName, r.contactPhone].filter(Boolean).join(' ') },
      {
        key: 'status',
        header: t('intention.list.status'),
        sortField: 'status',
        cell: (r) => (
          <Tag minimal intent={STATUS_INTENT[r.status] ?? 'none'} data-status={r.status} title={r.rejectReason ?? undefined}>
            {t(statusKey(r.status))}
            {r.tripId ? ` · ${t('intention.list.initiated')}` : ''}
          </Tag>
        ),
        text: (r) => t(statusKey(r.status)),
      },
      { key: 'route', header: t('intention.list.route'), cell: (r) => <span className="foc-list__route">{routeText(r.requestedLegs)}</span>, text: (r) => routeText(r.requestedLegs) },
      {
        key: 'firstDeparture',
        header: t('intention.list.firstDeparture'),
        hint: zoneHint(listTimeType),
        cell: (r) => <TimeCell iso={firstDeparture(r)} timeType={listTimeType} />,
        text: (r) => instantText(firstDeparture(r), listTimeType),
      },
      {
        key: 'createTime',
        header: t('intention.list.createTime'),
        hint: zoneHint(listTimeType),
        sortField: 'createTime',
        cell: (r) => <TimeCell iso={r.createTime} timeType={listTimeType} />,
        text: (r) => instantText(r.createTime, listTimeType),
      },
      {
        key: 'actions',
        header: t('intention.list.actions'),
        cell: (r) => {
          const allowed = intentionActions({ status: r.status, tripInitiated: r.tripId !== null }).filter((a) => hasAbility(ABILITY[a]));
          return (
            <ButtonGroup variant="minimal">
              {allowed.map((a) => (
                <Button
                  key={a}
                  size="small"
                  icon={ICONS[a]}
                  text={t(`intention.action.${a}`)}
                  data-action={a}
                  intent={a === 'initiate' ? 'primary' : a === 'reject' || a === 'cancel' ? 'danger' : 'none'}
                  onClick={() => (a === 'edit' ? setEditing(r) : a === 'reject' ? setRejecting(r) : void command(r, a))}
                />
              ))}
              {r.tripId && (
                <Button size="small" icon="share" text={t('intention.action.openTrip')} data-action="openTrip" onClick={() => navigate(`/tripEdit?id=${encodeURIComponent(r.tripId!)}`)} />
              )}
            </ButtonGroup>
          );
        },
        text: () => '',
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the commands read the latest state when clicked
  }, [t, customers, listTimeType, zoneHint, session.abilities, session.admin]);
  const { visible, shown, toggle } = useColumns('intentionList', columns);

  const reset = () => {
    setForm(EMPTY_INTENTION_SEARCH);
    q.search([]);
  };

  return (
    <div className="foc-list" data-testid="intention-list">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          q.search(intentionConditions(form));
        }}
      >
        <ControlGroup>
          <InputGroup
            placeholder={t('intention.list.number')}
            value={form.intentionNumber}
            onChange={(e) => setForm({ ...form, intentionNumber: e.currentTarget.value })}
            data-testid="search-intentionNumber"
            leftIcon="search"
          />
          <HTMLSelect
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.currentTarget.value })}
            aria-label={t('intention.list.status')}
            data-testid="search-status"
            options={[{ value: '', label: t('intention.list.allStatuses') }, ...INTENTION_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) }))]}
          />
        </ControlGroup>
        <Button type="submit" intent="primary" icon="search" text={t('intention.list.search')} data-testid="search-submit" />
        <Button icon="reset" text={t('intention.list.reset')} onClick={reset} />
      </form>
      <div className="foc-list__toolbar">
        {hasAbility('intention:add') && <Button intent="primary" icon="add" text={t('intention.list.add')} onClick={() => setEditing('new')} data-testid="intention-add" />}
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('intention.list.reload')} data-testid="list-reload" />
        {hasAbility('intention:export') && <ServerExportButton url={INTENTION_EXPORT} name={t('intention.list.fileName')} columns={shown.filter((c) => c.key !== 'actions').map((c) => c.key)} query={q} />}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="intention-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
      <IntentionDialog
        target={editing}
        timeType={timeType}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          q.reload();
        }}
      />
      <RejectDialog
        row={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          q.reload();
        }}
      />
    </div>
  );
}
