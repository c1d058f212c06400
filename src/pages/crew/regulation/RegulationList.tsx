/**
 * Duty-time regulations (`crew/RegulationList`): the four built-in presets first (read-only, each
 * number with its rule), then the company's own copies, which may only tighten their preset. One
 * of them is the company's default for the scheduling checks and the Gantt crew view.
 */
import { Button, ButtonGroup, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DUTY_EXPORT_URLS, regulationApi, type RegulationRow } from '../../../api/dutyTime';
import { RequestError } from '../../../api/http';
import type { ListCondition } from '../../../api/trip';
import { toastKey } from '../../../app/toaster';
import { PRESET_KEYS, type PresetKey } from '../../../domain/dutyTime/regulation';
import { confirm } from '../../../forms';
import { hasAbility, session } from '../../../state/session';
import { settings } from '../../../state/settings';
import { ListTable, Pager, type ListColumn } from '../../../ui/list/ListTable';
import { TimeCell, instantText, useZoneHint } from '../../../ui/list/times';
import { ServerExportButton } from '../../../ui/list/ServerExportButton';
import { useListQuery } from '../../../ui/list/useListQuery';
import { hm } from '../../../ui/dutyGuard/format';
import { RegulationEditor, type EditorOpen } from './RegulationEditor';
import '../../../ui/list/list.css';
import '../../../ui/dutyGuard/dutyTime.css';

const L = 'dutyTime.regulation';

export default function RegulationList() {
  const { t } = useTranslation();
  useSnapshot(session);
  const { timeType } = useSnapshot(settings);
  // an update has no airport: Local reads UTC, as the other times without one
  const tt = timeType === 'Local' ? 'UTC' : timeType;
  const hint = useZoneHint()(tt);
  const q = useListQuery<RegulationRow>(regulationApi.list);
  const [name, setName] = useState('');
  const [basedOn, setBasedOn] = useState('');
  const [open, setOpen] = useState<EditorOpen | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const canAdd = hasAbility('regulation:add');
  const canEdit = hasAbility('regulation:edit');
  const canDelete = hasAbility('regulation:delete');

  const search = () => {
    const conditions: ListCondition[] = [
      { name: 'name', op: 'like', value: name },
      { name: 'basedOn', op: 'eq', value: basedOn },
    ];
    q.search(conditions);
  };

  const act = async (r: RegulationRow, run: () => Promise<unknown>, success: string) => {
    setBusy(r.id);
    try {
      await run();
      toastKey(success, undefined, 'success');
      q.reload();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e; // the request layer has told the user (e.g. the default cannot be deleted)
    } finally {
      setBusy(null);
    }
  };
  const remove = async (r: RegulationRow) => {
    if (!(await confirm({ message: t(`${L}.confirmDelete`, { name: r.name }), intent: 'danger' }))) return;
    await act(r, () => regulationApi.remove([r.id]), 'success.delete');
  };
  const makeDefault = async (r: RegulationRow) => {
    if (!(await confirm({ message: t(`${L}.confirmDefault`, { name: r.name }) }))) return;
    await act(r, () => regulationApi.setDefault(r.id), `${L}.defaultSet`);
  };

  const columns = useMemo<ListColumn<RegulationRow>[]>(() => {
    const yes = (v: boolean) => t(v ? 'resources.value.yes' : 'resources.value.no');
    return [
      {
        key: 'actions',
        header: t(`${L}.actions`),
        text: () => '',
        cell: (r) => (
          <ButtonGroup variant="minimal">
            <Button size="small" icon="eye-open" text={t(`${L}.view`)} onClick={() => setOpen({ mode: 'view', id: r.id })} data-testid="reg-view" />
            {r.builtIn && canAdd && <Button size="small" icon="duplicate" text={t(`${L}.copy`)} onClick={() => setOpen({ mode: 'create', basedOn: r.id as PresetKey })} data-testid="reg-copy-row" />}
            {!r.builtIn && canEdit && <Button size="small" icon="edit" text={t(`${L}.edit`)} onClick={() => setOpen({ mode: 'edit', id: r.id })} data-testid="reg-edit" />}
            {!r.isDefault && r.enabled && canEdit && <Button size="small" icon="star-empty" text={t(`${L}.setDefault`)} loading={busy === r.id} onClick={() => void makeDefault(r)} data-testid="reg-set-default" />}
            {!r.builtIn && !r.isDefault && canDelete && <Button size="small" icon="trash" intent="danger" text={t(`${L}.delete`)} loading={busy === r.id} onClick={() => void remove(r)} data-testid="reg-delete" />}
          </ButtonGroup>
        ),
      },
      {
        key: 'name',
        header: t(`${L}.name`),
        sortField: 'name',
        text: (r) => r.name,
        cell: (r) => (
          <span className="foc-duty-summary">
            <strong>{r.name}</strong>
            {r.builtIn && (
              <Tag minimal intent="primary" data-testid="reg-builtin">
                {t(`${L}.builtIn`)}
              </Tag>
            )}
            {r.isDefault && (
              <Tag intent="success" icon="star" data-testid="reg-default">
                {t(`${L}.default`)}
              </Tag>
            )}
          </span>
        ),
      },
      { key: 'basedOn', header: t(`${L}.basedOn`), sortField: 'basedOn', text: (r) => r.basedOn ?? '', cell: (r) => r.basedOn ?? '' },
      { key: 'warningRatio', header: t(`${L}.warningRatio`), text: (r) => `${Math.round(r.warningRatio * 100)}%`, cell: (r) => `${Math.round(r.warningRatio * 100)}%` },
      { key: 'alertHours', header: t(`${L}.alertHours`), text: (r) => hm(r.alertMinutes), cell: (r) => hm(r.alertMinutes) },
      {
        key: 'enabled',
        header: t(`${L}.enabled`),
        text: (r) => yes(r.enabled),
        cell: (r) => (
          <Tag minimal intent={r.enabled ? 'success' : 'none'}>
            {yes(r.enabled)}
          </Tag>
        ),
      },
      { key: 'note', header: t(`${L}.note`), text: (r) => r.note ?? '', cell: (r) => r.note ?? '' },
      { key: 'updateTime', header: t(`${L}.updated`), hint, sortField: 'updateTime', text: (r) => instantText(r.updateTime, tt), cell: (r) => <TimeCell iso={r.updateTime} timeType={tt} /> },
      { key: 'updateUserName', header: t(`${L}.updatedBy`), text: (r) => r.updateUserName ?? '', cell: (r) => r.updateUserName ?? '' },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, tt, hint, canAdd, canEdit, canDelete, busy]);

  return (
    <div className="foc-list" data-testid="regulation-list">
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <ControlGroup>
          <InputGroup placeholder={t(`${L}.name`)} aria-label={t(`${L}.name`)} value={name} onValueChange={setName} data-testid="search-name" />
          <HTMLSelect
            value={basedOn}
            onChange={(e) => setBasedOn(e.currentTarget.value)}
            aria-label={t(`${L}.basedOn`)}
            data-testid="search-basedOn"
            options={[{ value: '', label: t('resources.list.all', { what: t(`${L}.basedOn`) }) }, ...PRESET_KEYS.map((k) => ({ value: k, label: k }))]}
          />
        </ControlGroup>
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} data-testid="search-submit" />
        <Button
          icon="reset"
          text={t('tripScreens.list.reset')}
          onClick={() => {
            setName('');
            setBasedOn('');
            q.search([]);
          }}
        />
      </form>
      <div className="foc-list__toolbar">
        {canAdd && <Button intent="primary" icon="add" text={t(`${L}.add`)} onClick={() => setOpen({ mode: 'create', basedOn: 'CCAR-121' })} data-testid="reg-add" />}
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('tripScreens.list.reload')} />
        {hasAbility('regulation:export') && <ServerExportButton url={DUTY_EXPORT_URLS.regulations} name={t(`${L}.fileName`)} columns={columns.filter((c) => c.key !== 'actions').map((c) => c.key)} query={q} />}
      </div>
      <ListTable columns={columns} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId="regulation-table" />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
      {open && (
        <RegulationEditor
          key={open.mode === 'create' ? `new-${open.basedOn}` : open.id}
          open={open}
          canWrite={open.mode === 'create' ? canAdd : canEdit}
          onCopy={canAdd ? (k) => setOpen({ mode: 'create', basedOn: k }) : undefined}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            q.reload();
          }}
        />
      )}
    </div>
  );
}
