import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListAnswer, ListQueryBody } from '../../api/trip';
import { showToast } from '../../app/toaster';
import { downloadCsv, toCsv } from './csv';
import { EXPORT_ROW_CAP, exportTable, fetchAllPages, type ExportColumn } from './exportRows';

export type ExportFormat = 'xlsx' | 'csv';

export interface ExportButtonProps<T> {
  /** File name without extension or page suffix, e.g. t('tripScreens.trip.fileName'). */
  name: string;
  /** The columns shown (their header, zone hint and text). */
  columns: readonly ExportColumn<T>[];
  /** The list state of useListQuery: the page's rows, its query body and the total. */
  query: { rows: readonly T[]; body: ListQueryBody; page: number; total: number };
  /** The list route, re-run page by page for "all pages"; without it only the page is offered. */
  fetch?: (body: ListQueryBody) => Promise<ListAnswer<T>>;
  /**
   * Columns good for rows beyond the page (e.g. with Local zones looked up for them); by default
   * the shown columns' texts are used as they are.
   */
  prepare?: (rows: readonly T[]) => Promise<readonly ExportColumn<T>[]>;
  testId?: string;
}

const stamp = () => new Date().toISOString().slice(0, 10);

/** The export menu of a list: the current page or all pages (up to 10,000 rows), as xlsx or CSV. */
export function ExportButton<T>({ name, columns, query, fetch, prepare, testId = 'list-export' }: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const write = async (format: ExportFormat, fileBase: string, cols: readonly ExportColumn<T>[], rows: readonly T[]) => {
    const table = exportTable(cols, rows);
    if (format === 'csv') downloadCsv(`${fileBase}.csv`, toCsv(table.header, table.rows));
    else await (await import('./xlsx')).downloadXlsx(`${fileBase}.xlsx`, table.header, table.rows);
  };

  const run = async (format: ExportFormat, all: boolean) => {
    setBusy(true);
    try {
      if (!all) {
        await write(format, `${name}-${query.page}`, columns, query.rows);
        return;
      }
      const got = await fetchAllPages(fetch!, query.body);
      const cols = prepare ? await prepare(got.rows) : columns;
      await write(format, `${name}-${stamp()}`, cols, got.rows);
      if (got.capped) showToast(t('legRecordScreens.export.capped', { count: EXPORT_ROW_CAP, total: got.total }), 'warning');
    } catch {
      // a failed request has been shown by the request layer; a failed file build is rare
      showToast(t('legRecordScreens.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  const empty = query.rows.length === 0;
  return (
    <Popover
      placement="bottom-end"
      disabled={busy || empty}
      content={
        <Menu data-testid={`${testId}-menu`}>
          <MenuDivider title={t('legRecordScreens.export.page')} />
          <MenuItem icon="th" text={t('legRecordScreens.export.xlsx')} onClick={() => void run('xlsx', false)} data-testid={`${testId}-page-xlsx`} />
          <MenuItem icon="document" text={t('legRecordScreens.export.csv')} onClick={() => void run('csv', false)} data-testid={`${testId}-page-csv`} />
          {fetch && (
            <>
              <MenuDivider title={t('legRecordScreens.export.all', { count: Math.min(query.total, EXPORT_ROW_CAP) })} />
              <MenuItem icon="th" text={t('legRecordScreens.export.xlsx')} onClick={() => void run('xlsx', true)} data-testid={`${testId}-all-xlsx`} />
              <MenuItem icon="document" text={t('legRecordScreens.export.csv')} onClick={() => void run('csv', true)} data-testid={`${testId}-all-csv`} />
            </>
          )}
        </Menu>
      }
    >
      <Button icon="export" endIcon="caret-down" text={t('legRecordScreens.export.button')} loading={busy} disabled={empty} data-testid={testId} />
    </Popover>
  );
}
