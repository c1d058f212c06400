import { Button, Menu, MenuDivider, MenuItem, Popover, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { exportList, saveFile } from '../../api/exportFile';
import { RequestError } from '../../api/http';
import type { ListQueryBody } from '../../api/trip';
import { showToast } from '../../app/toaster';
import { EXPORT_ROW_CAP, type ExportScope } from '../../contract/export';
import { companyReadings } from '../../state/companyReadings';
import { settings } from '../../state/settings';

export interface ServerExportButtonProps {
  /** The list's export route, e.g. '/trip/v1/trips/export'. */
  url: string;
  /** Translated file name, used when the answer names none. */
  name: string;
  /** Keys of the columns shown, in order (the server writes these). */
  columns: readonly string[];
  /** The list state of useListQuery: its query body, page, total and rows. */
  query: { body: ListQueryBody; page: number; total: number; rows: readonly unknown[] };
  testId?: string;
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The export menu of a list (requirements D9): this page or every page (up to 10,000 rows) as an
 * .xlsx the server builds from the same list query, with the shown columns, the user's time type
 * and language. While it runs the button is busy (a second press does nothing) and shows the bytes
 * received.
 */
export function ServerExportButton({ url, name, columns, query, testId = 'list-export' }: ServerExportButtonProps) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const { legStateReading, tripStatusReading } = useSnapshot(companyReadings);
  const [progress, setProgress] = useState<{ loaded: number; total?: number } | null>(null);
  const running = useRef(false);

  const run = async (scope: ExportScope) => {
    if (running.current) return;
    running.current = true;
    setProgress({ loaded: 0 });
    try {
      const body = { ...query.body, page: scope === 'page' ? query.page : 1, scope, columns: [...columns], timeType, legStateReading, tripStatusReading };
      const file = await exportList(url, body, name, (loaded, total) => setProgress({ loaded, total }));
      saveFile(file.blob, file.fileName);
      if (file.capped) showToast(t('export.capped', { count: EXPORT_ROW_CAP, total: file.total }), 'warning');
    } catch (e) {
      // a refused request has been told by the request layer
      if (!(e instanceof RequestError)) showToast(t('legRecordScreens.export.failed'));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const empty = query.rows.length === 0 || columns.length === 0;
  return (
    <span className="foc-list__export" data-testid={`${testId}-wrap`}>
      <Popover
        placement="bottom-end"
        disabled={busy || empty}
        content={
          <Menu data-testid={`${testId}-menu`}>
            <MenuDivider title={t('legRecordScreens.export.page')} />
            <MenuItem icon="th" text={t('export.xlsx')} onClick={() => void run('page')} data-testid={`${testId}-page-xlsx`} />
            <MenuDivider title={t('legRecordScreens.export.all', { count: Math.min(query.total, EXPORT_ROW_CAP) })} />
            <MenuItem icon="th" text={t('export.xlsx')} onClick={() => void run('all')} data-testid={`${testId}-all-xlsx`} />
          </Menu>
        }
      >
        <Button icon="export" endIcon="caret-down" text={busy ? t('export.progress', { size: size(progress.loaded) }) : t('legRecordScreens.export.button')} disabled={empty || busy} data-testid={testId} />
      </Popover>
      {busy && (
        <ProgressBar
          className="foc-list__export-progress"
          intent="primary"
          value={progress.total ? Math.min(1, progress.loaded / progress.total) : undefined}
          data-testid={`${testId}-progress`}
        />
      )}
    </span>
  );
}
