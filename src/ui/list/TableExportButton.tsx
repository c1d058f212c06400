/**
 * The export button of a table that is not a list query (message templates, position board): the
 * server builds the .xlsx from the screen's own body with the shown columns and the user's time type
 * and language (requirements D9).
 */
import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { exportList, saveFile, type ExportRequest } from '../../api/exportFile';
import { RequestError } from '../../api/http';
import { showToast } from '../../app/toaster';
import { settings } from '../../state/settings';

export interface TableExportButtonProps {
  /** The export route, e.g. '/track/v1/positions/board/export'. */
  url: string;
  /** The screen's own body (without columns and time type). */
  body: Record<string, unknown>;
  /** Translated file name, used when the answer names none. */
  name: string;
  /** Keys of the columns shown, in order. */
  columns: readonly string[];
  text: string;
  disabled?: boolean;
  small?: boolean;
  testId?: string;
}

export function TableExportButton({ url, body, name, columns, text, disabled, small, testId = 'table-export' }: TableExportButtonProps) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const file = await exportList(url, { ...body, columns: [...columns], timeType } as unknown as ExportRequest, name);
      saveFile(file.blob, file.fileName);
    } catch (e) {
      // a refused request has been told by the request layer
      if (!(e instanceof RequestError)) showToast(t('legRecordScreens.export.failed'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return <Button size={small ? 'small' : undefined} icon="export" text={text} loading={busy} disabled={disabled || columns.length === 0} onClick={() => void run()} data-testid={testId} />;
}
