import { Button, Checkbox, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import type { ListAnswer, ListCondition, ListQueryBody } from '../../api/trip';
import { toastKey } from '../../app/toaster';
import { DateControl, SelectionActionButton } from '../../forms';
import { hasAbility, session } from '../../state/session';
import type { Sort } from '../list/listQuery';
import { ColumnChooser, ListTable, Pager, type ListColumn } from '../list/ListTable';
import { useColumns } from '../list/useColumns';
import { useListQuery } from '../list/useListQuery';
import { ServerExportButton } from '../list/ServerExportButton';
import type { FieldErrors } from '../../domain/validation';
import type { FieldSpec, FormValues } from './formModel';
import { ImportDialog, type ImportSpec } from './ImportDialog';
import { ResourceForm } from './ResourceForm';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import type { AttachmentRecordType } from '../../domain/file';
import { emptySearch, searchConditions, type SearchSpec, type SearchValues } from './searchModel';
import '../list/list.css';
import './resource.css';

export interface ResourceListConfig<T> {
  /** Screen name: column choice storage and test ids (`<screen>-list`, `<screen>-table`). */
  screen: string;
  /** Permission area of the menu's buttons: `<perm>:add|edit|delete|export`. */
  perm: string;
  /** Permission keys of actions whose button is not `<perm>:<action>` (a crew record tab: add, edit and delete by `crewDetail:licence`). */
  abilities?: Partial<Record<'add' | 'edit' | 'delete' | 'export', string>>;
  /** Translated noun of one record, for the dialog titles. */
  noun: string;
  rowKey: (row: T) => string;
  list: (body: ListQueryBody) => Promise<ListAnswer<T>>;
  /** Conditions always sent (e.g. the domestic airports' country). */
  fixed?: readonly ListCondition[];
  sort?: Sort | null;
  /** Memoised by the screen. */
  columns: readonly ListColumn<T>[];
  search: readonly SearchSpec[];
  form: readonly FieldSpec[];
  /** Rules across the form's fields. */
  check?: (values: FormValues) => FieldErrors<string>;
  create?: (body: Record<string, unknown>) => Promise<T>;
  update?: (row: T, body: Record<string, unknown>) => Promise<T>;
  /** Reads one record again (after a 412). */
  get?: (row: T) => Promise<T>;
  remove?: (rows: readonly T[]) => Promise<unknown>;
  versionOf?: (row: T) => number | null;
  uniqueFields?: Record<string, string>;
  /** Shown above the fields of the dialog. */
  formHeader?: (row: T | undefined) => ReactNode;
  /** Translated file name of an export (without extension). */
  fileName: string;
  /** Import from a spreadsheet (button shown with the spec's permission). */
  importer?: ImportSpec;

  /** More buttons of the toolbar (after add and import); `reload` refreshes the list. */
  toolbar?: (reload: () => void) => ReactNode;

  /** Buttons of a row's domain commands beside edit (renew, refill, …); `reload` refreshes the list after one. */
  rowActions?: (row: T, reload: () => void) => ReactNode;

  /** After a save or a delete (e.g. to reload the choices of a tree's parent). */
  onChanged?: () => void;

  /** The record carries files: the edit dialog shows its attachments (after a create, the dialog stays open to add them). */
  attachments?: { recordType: AttachmentRecordType; idOf: (row: T) => string };

  /** The list's server export (`POST …/export`, xlsx). */
  exportUrl: string;
  /** Keys the server export knows (default: every shown column); other shown columns (buttons) are left out. */
  exportColumns?: readonly string[];
}

type Dialog<T> = { mode: 'create' } | { mode: 'update'; row: T; readOnly: boolean };

/** A list screen of a resource: search, sort, paging, columns, the server export, and the create / edit / delete dialog. */
export function ResourceList<T>({ config }: { config: ResourceListConfig<T> }) {
  const { t } = useTranslation();
  useSnapshot(session);
  const { screen, perm, rowKey } = config;
  const fixed = config.fixed ?? [];
  const q = useListQuery<T>(config.list, { sort: config.sort ?? null, conditions: fixed });
  const [form, setForm] = useState<SearchValues>(() => emptySearch(config.search));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog<T> | null>(null);
  const [importing, setImporting] = useState(false);
  const { visible, shown, toggle } = useColumns(screen, config.columns);

  const can = (action: 'add' | 'edit' | 'delete' | 'export') => hasAbility(config.abilities?.[action] ?? `${perm}:${action}`);
  const canAdd = !!config.create && can('add');
  const canEdit = !!config.update && can('edit');
  const canDelete = !!config.remove && can('delete');
  const canImport = !!config.importer && hasAbility(config.importer.permission);
  const selectedRows = useMemo(() => q.rows.filter((r) => selected.has(rowKey(r))), [q.rows, selected, rowKey]);
  const allSelected = q.rows.length > 0 && selectedRows.length === q.rows.length;

  const flip = (key: string) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const table = useMemo<ListColumn<T>[]>(() => {
    const select: ListColumn<T> = {
      key: '_select',
      header: '',
      cell: (r) => <Checkbox className="foc-resource__check" checked={selected.has(rowKey(r))} onChange={() => flip(rowKey(r))} aria-label={t('resources.list.select')} data-testid="row-select" />,
      text: () => '',
    };
    const actions: ListColumn<T> = {
      key: '_actions',
      header: t('resources.list.actions'),
      cell: (r) => (
        <>
          <Button
            size="small"
            variant="minimal"
            icon={canEdit ? 'edit' : 'eye-open'}
            text={canEdit ? t('resources.list.edit') : t('resources.list.view')}
            onClick={() => setDialog({ mode: 'update', row: r, readOnly: !canEdit })}
            data-testid="row-edit"
          />
          {config.rowActions?.(r, q.reload)}
        </>
      ),
      text: () => '',
    };
    // the actions stay in view however many columns are shown
    return [...(canDelete ? [select] : []), actions, ...shown];
  }, [shown, selected, canDelete, canEdit, t, rowKey, config.rowActions, q.reload]);

  const submit = () => {
    setSelected(new Set());
    q.search([...fixed, ...searchConditions(config.search, form)]);
  };
  const reset = () => {
    setForm(emptySearch(config.search));
    setSelected(new Set());
    q.search([...fixed]);
  };
  const saved = (row: T) => {
    // a new record that carries files: the dialog stays, now editing it, so files can be added
    setDialog(config.attachments && dialog?.mode === 'create' ? { mode: 'update', row, readOnly: !canEdit } : null);
    q.reload();
    config.onChanged?.();
  };

  return (
    <div className="foc-list" data-testid={`${screen}-list`}>
      <form
        className="foc-list__search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ControlGroup>
          {config.search.map((s) =>
            s.kind === 'select' ? (
              <HTMLSelect
                key={s.name}
                value={form[s.name] ?? ''}
                onChange={(e) => setForm({ ...form, [s.name]: e.currentTarget.value })}
                aria-label={t(s.label)}
                data-testid={`search-${s.name}`}
                options={[{ value: '', label: t('resources.list.all', { what: t(s.label) }) }, ...(s.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))]}
              />
            ) : s.kind === 'date' ? (
              <span key={s.name} className="foc-resource__search-date" data-testid={`search-${s.name}`}>
                <DateControl value={form[s.name] ?? ''} onChange={(v) => setForm({ ...form, [s.name]: v })} placeholder={t(s.label)} aria-label={t(s.label)} />
              </span>
            ) : (
              <InputGroup
                key={s.name}
                placeholder={t(s.label)}
                aria-label={t(s.label)}
                value={form[s.name] ?? ''}
                style={s.width ? { width: s.width } : undefined}
                onValueChange={(v) => setForm({ ...form, [s.name]: s.upperCase ? v.toUpperCase() : v })}
                data-testid={`search-${s.name}`}
              />
            ),
          )}
        </ControlGroup>
        <Button type="submit" intent="primary" icon="search" text={t('tripScreens.list.search')} data-testid="search-submit" />
        <Button icon="reset" text={t('tripScreens.list.reset')} onClick={reset} data-testid="search-reset" />
      </form>
      <div className="foc-list__toolbar">
        {canAdd && <Button intent="primary" icon="add" text={t('resources.list.add')} onClick={() => setDialog({ mode: 'create' })} data-testid="resource-add" />}
        {canImport && <Button icon="import" text={t('import.button')} onClick={() => setImporting(true)} data-testid="resource-import" />}
        {config.toolbar?.(q.reload)}
        {canDelete && (
          <>
            <SelectionActionButton<T>
              selected={selectedRows}
              run={async (rows) => {
                try {
                  await config.remove!(rows);
                  toastKey('success.delete', undefined, 'success');
                } catch (e) {
                  if (!(e instanceof RequestError)) throw e; // the request layer has told the user (e.g. still in use)
                }
              }}
              onDone={() => {
                setSelected(new Set());
                q.reload();
                config.onChanged?.();
              }}
              data-testid="resource-delete"
            />
            <Checkbox
              className="foc-resource__all"
              checked={allSelected}
              indeterminate={selectedRows.length > 0 && !allSelected}
              disabled={q.rows.length === 0}
              label={selectedRows.length > 0 ? t('resources.list.selected', { count: selectedRows.length }) : t('resources.list.selectPage')}
              onChange={() => setSelected(allSelected ? new Set() : new Set(q.rows.map(rowKey)))}
              data-testid="select-page"
            />
          </>
        )}
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('tripScreens.list.reload')} data-testid="list-reload" />
        {can('export') && <ServerExportButton url={config.exportUrl} name={config.fileName} columns={shown.map((c) => c.key).filter((k) => !config.exportColumns || config.exportColumns.includes(k))} query={q} />}
        <ColumnChooser all={config.columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={table} rows={q.rows} rowKey={rowKey} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId={`${screen}-table`} />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
      {importing && config.importer && (
        <ImportDialog
          spec={config.importer}
          noun={config.noun}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            q.reload();
          }}
        />
      )}
      {dialog && (
        <ResourceForm<T>
          key={dialog.mode === 'update' ? rowKey(dialog.row) : 'new'}
          title={t(dialog.mode === 'create' ? 'resources.form.createTitle' : dialog.readOnly ? 'resources.form.viewTitle' : 'resources.form.editTitle', { noun: config.noun })}
          fields={config.form}
          mode={dialog.mode}
          row={dialog.mode === 'update' ? dialog.row : undefined}
          readOnly={dialog.mode === 'update' && dialog.readOnly}
          header={config.formHeader?.(dialog.mode === 'update' ? dialog.row : undefined)}
          footer={dialog.mode === 'update' && config.attachments ? <AttachmentsPanel recordType={config.attachments.recordType} recordId={config.attachments.idOf(dialog.row)} /> : undefined}
          versionOf={config.versionOf}
          save={(body, row) => (row ? config.update!(row, body) : config.create!(body))}
          reload={config.get}
          uniqueFields={config.uniqueFields}
          check={config.check}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </div>
  );
}
