/**
 * The frame the record lists share (diversion log, flight delays, outsourced legs): the search
 * form's buttons, the toolbar (reload, server-side xlsx export, column chooser), the table with its
 * pager, the columns naming a leg, and a confirmed row command.
 */
import { Button, InputGroup } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListCondition } from '../../api/trip';
import { showToast } from '../../app/toaster';
import { confirm } from '../../forms';
import { ColumnChooser, ListTable, Pager, type ListColumn } from './ListTable';
import { useColumns } from './useColumns';
import type { ListQuery } from './useListQuery';
import { ServerExportButton } from './ServerExportButton';

/** The state of a search form: its fields, a patch, and the search and reset of the list. */
export interface SearchForm<S> {
  form: S;
  set: (patch: Partial<S>) => void;
  search: () => void;
  reset: () => void;
}

/** A search form starting `empty`; search runs the list query with the form's conditions, reset empties both. */
export function useSearchForm<S>(empty: S, query: Pick<ListQuery<unknown>, 'search'>, conditions: (form: S) => readonly ListCondition[]): SearchForm<S> {
  const [form, setForm] = useState<S>(empty);
  return {
    form,
    set: (patch) => setForm({ ...form, ...patch }),
    search: () => query.search(conditions(form)),
    reset: () => {
      setForm(empty);
      query.search([]);
    },
  };
}

/** The search form: the screen's fields, then search and reset. */
export function RecordSearch<S>({ search, children }: { search: SearchForm<S>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      className="foc-list__search"
      onSubmit={(e) => {
        e.preventDefault();
        search.search();
      }}
    >
      {children}
      <Button type="submit" intent="primary" icon="search" text={t('legRecordScreens.search')} data-testid="search-submit" />
      <Button icon="reset" text={t('legRecordScreens.reset')} onClick={search.reset} />
    </form>
  );
}

/** A text field of the search form, e.g. the trip number (`search-<field>`). */
export function SearchText({ value, onChange, placeholder, field, first }: { value: string; onChange: (value: string) => void; placeholder: string; field: string; first?: boolean }) {
  return <InputGroup leftIcon={first ? 'search' : undefined} placeholder={placeholder} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={`search-${field}`} />;
}

/** The export of a record list: its translated file name and the list's export route (the server builds the .xlsx of the shown columns). */
export interface RecordExport {
  name: string;
  url: string;
}

interface RecordTableProps<T> {
  query: ListQuery<T>;
  /** Key of the remembered column choice. */
  screen: string;
  columns: ListColumn<T>[];
  /** A last column of row actions, when the user may act. */
  actions?: ListColumn<T> | null;
  /** When the user may export. */
  exportAs?: RecordExport | null;
  testId: string;
}

/** Toolbar (reload, export, column chooser), table and pager. */
export function RecordTable<T extends { id: string }>({ query: q, screen, columns, actions, exportAs, testId }: RecordTableProps<T>) {
  const { t } = useTranslation();
  const { visible, shown, toggle } = useColumns(screen, columns);
  return (
    <>
      <div className="foc-list__toolbar">
        <span className="foc-list__spacer" />
        <Button icon="refresh" variant="minimal" onClick={q.reload} aria-label={t('legRecordScreens.reload')} data-testid="list-reload" />
        {exportAs && (
          <ServerExportButton url={exportAs.url} name={exportAs.name} columns={shown.map((c) => c.key)} query={q} />
        )}
        <ColumnChooser all={columns} visible={visible} onToggle={toggle} />
      </div>
      <ListTable columns={actions ? [...shown, actions] : shown} rows={q.rows} rowKey={(r) => r.id} sort={q.sort} onSort={q.toggleSort} loading={q.loading} testId={testId} />
      <Pager page={q.page} pages={q.pages} pageSize={q.pageSize} total={q.total} onPage={q.setPage} onPageSize={q.setPageSize} />
    </>
  );
}

interface LegRef {
  tripNumber: string;
  legNumber: number;
  departureIcao: string;
  arrivalIcao: string;
}

/** The trip number (opening the leg), leg number and route columns of a row about a leg. */
export function legRefColumns<T extends LegRef>(t: TFunction, open: (row: T) => void): { tripNumber: ListColumn<T>; legNumber: ListColumn<T>; route: ListColumn<T> } {
  return {
    tripNumber: { key: 'tripNumber', header: t('legRecordScreens.col.tripNumber'), sortField: 'tripNumber', cell: (r) => <a onClick={() => open(r)}>{r.tripNumber}</a>, text: (r) => r.tripNumber },
    legNumber: { key: 'legNumber', header: t('legRecordScreens.col.legNumber'), sortField: 'legNumber', cell: (r) => r.legNumber, text: (r) => String(r.legNumber) },
    route: { key: 'route', header: t('legRecordScreens.col.route'), sortField: 'departureIcao', cell: (r) => <span className="foc-list__route">{`${r.departureIcao} → ${r.arrivalIcao}`}</span>, text: (r) => `${r.departureIcao}-${r.arrivalIcao}` },
  };
}

/**
 * A row command after the user confirms it: `busy` is the row being written; on success a toast
 * and a reload (a failure has been told by the request layer).
 */
export function useRowCommand(reload: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (rowId: string, message: string, write: () => Promise<unknown>) => {
    if (!(await confirm({ message, intent: 'danger' }))) return;
    setBusy(rowId);
    try {
      await write();
      showToast(t('legRecordScreens.done'), 'success');
      reload();
    } catch {
      // the request layer has told the user
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
