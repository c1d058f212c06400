import { Button, ButtonGroup, Callout, HTMLSelect, Tag, type Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { REGISTRATION_EXPORT_URL, REGISTRATION_STATUSES, registrationApi, type Company } from '../../api/systemLog';
import type { ListCondition } from '../../api/trip';
import { showToast } from '../../app/toaster';
import { confirm, promptReason } from '../../forms';
import { hasAbility, session } from '../../state/session';
import { settings } from '../../state/settings';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../../ui/list/ListTable';
import { RecordSearch, SearchText, useSearchForm } from '../../ui/list/recordListFrame';
import { ServerExportButton } from '../../ui/list/ServerExportButton';
import { useColumns } from '../../ui/list/useColumns';
import { instantText, TimeCell, useZoneHint } from '../../ui/list/times';
import { useListQuery } from '../../ui/list/useListQuery';
import { logTimeType } from './log/labels';
import '../../ui/list/list.css';

interface Search {
  status: string;
  name: string;
}
/** The screen opens on the pending applications. */
const START: Search = { status: 'pending', name: '' };
const conditions = (s: Search): ListCondition[] => [
  { name: 'status', op: 'eq', value: s.status },
  { name: 'name', op: 'like', value: s.name },
];
const STATUS_INTENT: Record<string, Intent> = { pending: 'warning', active: 'success', rejected: 'danger', disabled: 'none' };

type TextKey = 'name' | 'code' | 'contactPerson' | 'mobile' | 'email' | 'phone' | 'address' | 'reviewNote' | 'reviewAuthor';

/**
 * Registrations of operators (`system/RegistrationApproval`), for the platform administrator only
 * (the server refuses anyone else): approve, or refuse with a reason; the applicant is mailed either way.
 */
export default function RegistrationApproval() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  const tt = logTimeType(timeType);
  const hint = useZoneHint()(tt);
  const platform = Boolean(user?.platformAdmin);
  const q = useListQuery<Company>(platform ? registrationApi.list : async () => ({ totalNum: 0, list: [] }), {
    sort: { field: 'createTime', direction: 'desc' },
    conditions: conditions(START),
  });
  // a reset goes back to the pending applications, as the form shows
  const search = useSearchForm(START, { search: (c) => q.search(c.length > 0 ? c : conditions(START)) }, conditions);
  const { form, set } = search;
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (row: Company, write: () => Promise<unknown>, done: string) => {
    setBusy(row.id);
    try {
      await write();
      showToast(t(done), 'success');
      q.reload();
    } catch {
      // the request layer has told the user (a stale version answers 412 and asks to reload)
    } finally {
      setBusy(null);
    }
  };
  const approve = async (row: Company) => {
    if (!(await confirm({ message: t('systemLog.registration.approveConfirm', { name: row.name }), intent: 'primary' }))) return;
    await act(row, () => registrationApi.approve(row.id, row.version), 'systemLog.registration.approved');
  };
  const reject = async (row: Company) => {
    const reason = await promptReason({
      title: t('systemLog.registration.rejectTitle', { name: row.name }),
      message: t('systemLog.registration.reasonRequired'),
      label: t('systemLog.registration.reason'),
      confirmText: t('systemLog.registration.reject'),
      intent: 'danger',
    });
    if (reason) await act(row, () => registrationApi.reject(row.id, row.version, reason), 'systemLog.registration.rejected');
  };

  const columns = useMemo((): ListColumn<Company>[] => {
    const h = (k: string) => t(`systemLog.registration.col.${k}`);
    const plain = (key: TextKey, sortable = false): ListColumn<Company> => ({ key, header: h(key), sortField: sortable ? key : undefined, cell: (r) => r[key] ?? '', text: (r) => r[key] ?? '' });
    const time = (key: 'createTime' | 'reviewTime'): ListColumn<Company> => ({
      key,
      header: h(key),
      hint,
      sortField: key === 'createTime' ? key : undefined,
      cell: (r) => <TimeCell iso={r[key]} timeType={tt} />,
      text: (r) => instantText(r[key], tt),
    });
    return [
      time('createTime'),
      plain('name', true),
      plain('code', true),
      plain('contactPerson'),
      plain('mobile'),
      plain('email'),
      plain('phone'),
      plain('address'),
      {
        key: 'status',
        header: h('status'),
        sortField: 'status',
        cell: (r) => (
          <Tag round minimal intent={STATUS_INTENT[r.status] ?? 'none'} data-testid="registration-status">
            {t(`systemLog.registration.status.${r.status}`)}
          </Tag>
        ),
        text: (r) => t(`systemLog.registration.status.${r.status}`),
      },
      plain('reviewNote'),
      plain('reviewAuthor'),
      time('reviewTime'),
    ];
  }, [t, tt, hint]);

  const { visible, shown, toggle } = useColumns('registrationApproval', columns);
  const canApprove = hasAbility('registration:approve');
  const canReject = hasAbility('registration:reject');
  const actions: ListColumn<Company> | null =
    canApprove || canReject
      ? {
          key: 'actions',
          header: '',
          cell: (r) =>
            r.status === 'pending' ? (
              <ButtonGroup variant="minimal">
                {canApprove && <Button size="small" icon="tick" intent="success" text={t('systemLog.registration.approve')} loading={busy === r.id} onClick={() => void approve(r)} data-testid="registration-approve" />}
                {canReject && <Button size="small" icon="cross" intent="danger" text={t('systemLog.registration.reject')} disabled={busy === r.id} onClick={() => void reject(r)} data-testid="registration-reject" />}
              </ButtonGroup>
            ) : null,
          text: () => '',
        }
      : null;

  if (!platform) {
    return (
      <Callout intent="warning" icon="lock" data-testid="registration-platform-only">
        {t('systemLog.registration.platformOnly')}
      </Callout>
    );
  }
  return (
    <div className="foc-list" data-testid="registration-approval">
      <RecordSearch search={search}>
        <HTMLSelect
          value={form.status}
          onChange={(e) => set({ status: e.currentTarget.value })}
          options={[{ value: '', label: t('systemLog.registration.allStatuses') }, ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`systemLog.registration.status.${s}`) }))]}
          aria-label={t('systemLog.registration.col.status')}
          data-testid="search-status"
        />
        <SearchText field="name" placeholder={t('systemLog.registration.searchName')} value={form.name} onChange={(name) => set({ name })} />
      </RecordSearch>
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('legRecordScreens.reload')} data-testid="list-reload" />
        {hasAbility('registration:export') && <ServerExportButton url={REGISTRATION_EXPORT_URL} name={t('systemLog.registration.fileName')} columns={shown.map((c) => c.key)} query={q} />}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      {/* the review buttons lead the row: they stay in view on a narrow screen */}
      <ListTable columns={actions ? [actions, ...shown] : shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="registration-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </div>
  );
}
