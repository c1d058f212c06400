/**
 * The export button of a computed duty-time table (the duty-period check, the flight-time and
 * fatigue reports): the server builds the .xlsx from the screen's own body (not a list query, so
 * there is no page or all) with the shown columns, the user's time type and language.
 */
import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dutyExportApi, DUTY_EXPORT_URLS, type DutyCheckBody, type DutyExportRequest, type ReportBody } from '../../api/dutyTime';
import { saveFile } from '../../api/exportFile';
import { RequestError } from '../../api/http';
import { showToast } from '../../app/toaster';
import { settings } from '../../state/settings';

export type DutyExportButtonProps = ({ url: typeof DUTY_EXPORT_URLS.dutyCheck; body: DutyCheckBody | null } | { url: typeof DUTY_EXPORT_URLS.flightTimeReport | typeof DUTY_EXPORT_URLS.fatigueReport; body: ReportBody | null }) & {
  /** Translated file name, used when the answer names none. */
  name: string;
  /** Keys of the columns shown, in order. */
  columns: readonly string[];
  /** Nothing to export (no answer yet, or no rows). */
  disabled?: boolean;
  testId?: string;
};

export function DutyExportButton(props: DutyExportButtonProps) {
  const { name, columns, disabled, testId = 'duty-export' } = props;
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = async () => {
    if (running.current || !props.body) return;
    running.current = true;
    setBusy(true);
    try {
      const extra = { columns: [...columns], timeType };
      const req: DutyExportRequest | null =
        props.url === DUTY_EXPORT_URLS.dutyCheck ? props.body && { url: props.url, body: { ...props.body, ...extra } } : props.body && { url: props.url, body: { ...props.body, ...extra } };
      if (!req) return;
      const file = await dutyExportApi.file(req, name);
      saveFile(file.blob, file.fileName);
    } catch (e) {
      // a refused request has been told by the request layer
      if (!(e instanceof RequestError)) showToast(t('legRecordScreens.export.failed'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return <Button icon="export" text={t('dutyTime.export')} loading={busy} disabled={disabled || !props.body || columns.length === 0} onClick={() => void run()} data-testid={testId} />;
}
