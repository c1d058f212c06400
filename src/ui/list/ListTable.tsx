import { Button, Checkbox, HTMLSelect, HTMLTable, Icon, NonIdealState, Popover, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type Sort } from './listQuery';

/** One column of a list screen: header, cell, the text exported to CSV, and the sort field if any. */
export interface ListColumn<T> {
  key: string;
  header: string;
  /** Shown under the header (e.g. the zone of a time column). */
  hint?: string;
  sortField?: string;
  cell: (row: T) => ReactNode;
  text: (row: T) => string;
  /** Left out until the user turns it on in the column chooser. */
  defaultHidden?: boolean;
}

interface TableProps<T> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: Sort | null;
  onSort: (field: string) => void;
  loading: boolean;
  testId: string;
  /** Rows another user just changed (pushed by the server): highlighted for a moment. */
  highlight?: (row: T) => boolean;
}

export function ListTable<T>({ columns, rows, rowKey, sort, onSort, loading, testId, highlight }: TableProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="foc-list__table-wrap" data-testid={testId} data-loading={loading ? '' : undefined}>
      <HTMLTable compact striped interactive className="foc-list__table">
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort && c.sortField && sort.field === c.sortField ? sort.direction : null;
              return (
                <th
                  key={c.key}
                  data-column={c.key}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={c.sortField ? 'foc-list__sortable' : undefined}
                  onClick={c.sortField ? () => onSort(c.sortField!) : undefined}
                >
                  <span className="foc-list__th">
                    {c.header}
                    {c.hint && <span className="foc-list__hint">({c.hint})</span>}
                    {c.sortField && <Icon size={12} icon={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'double-caret-vertical'} />}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} data-testid={`${testId}-row`} className={highlight?.(r) ? 'foc-live-changed' : undefined} data-live={highlight?.(r) ? 'changed' : undefined}>
              {columns.map((c) => (
                <td key={c.key} data-column={c.key}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {loading && (
        <div className="foc-list__loading">
          <Spinner size={24} />
        </div>
      )}
      {!loading && rows.length === 0 && <NonIdealState icon="th-disconnect" title={t('tripScreens.list.empty')} className="foc-list__empty" />}
    </div>
  );
}

interface ChooserProps {
  all: readonly { key: string; header: string }[];
  visible: readonly string[];
  onToggle: (key: string) => void;
}

/** The column choice: a popover of checkboxes. */
export function ColumnChooser({ all, visible, onToggle }: ChooserProps) {
  const { t } = useTranslation();
  return (
    <Popover
      placement="bottom-end"
      content={
        <div className="foc-list__columns" data-testid="column-chooser">
          {all.map((c) => (
            <Checkbox key={c.key} label={c.header} checked={visible.includes(c.key)} onChange={() => onToggle(c.key)} data-column={c.key} />
          ))}
        </div>
      }
    >
      <Button icon="column-layout" text={t('tripScreens.list.columns')} data-testid="column-chooser-button" />
    </Popover>
  );
}

interface PagerProps {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pager({ page, pages, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  return (
    <div className="foc-list__pager" data-testid="list-pager">
      <span data-testid="list-total">{t('tripScreens.list.total', { count: total })}</span>
      <Button variant="minimal" icon="chevron-left" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('tripScreens.list.previous')} />
      <span>{t('tripScreens.list.pageOf', { page, pages })}</span>
      <Button variant="minimal" icon="chevron-right" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('tripScreens.list.next')} />
      <HTMLSelect
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        options={PAGE_SIZES.map((n) => ({ value: n, label: t('tripScreens.list.perPage', { n }) }))}
        aria-label={t('tripScreens.list.pageSize')}
      />
    </div>
  );
}
