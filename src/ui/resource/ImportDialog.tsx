import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadImportTemplate, importFile, type ImportAnswer, type ImportColumn } from '../../api/imports';
import { toastKey } from '../../app/toaster';
import { UPLOAD_IMPORT } from '../../domain/validation';
import { UploadField, type UploadedFile } from '../../forms';

/** What a list needs to import: its API base, the declared columns (titles of the report) and the button's permission. */
export interface ImportSpec {
  base: string;
  columns: readonly ImportColumn[];
  /** Permission key of the import button (`<area>:import`, or `<area>:add` where the menu declares no import button). */
  permission: string;
  /** Translated file name of the template (without extension). */
  templateName: string;
}

type Phase = { kind: 'idle' } | { kind: 'checking' | 'importing'; percent: number } | { kind: 'checked'; answer: ImportAnswer };

/**
 * The import dialog (requirements S5): download the template, choose a workbook (checked by a dry
 * run as it uploads), read the row-by-row report, then import when every row is right. The server
 * writes all rows or none.
 */
export function ImportDialog({ spec, noun, onClose, onImported }: { spec: ImportSpec; noun: string; onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const chosen = useRef<File | null>(null);
  const titles = new Map(spec.columns.map((c) => [c.key, t(c.label)]));

  const check = async (file: File) => {
    chosen.current = file;
    setPhase({ kind: 'checking', percent: 0 });
    try {
      const answer = await importFile(spec.base, file, { dryRun: true, onProgress: (percent) => setPhase({ kind: 'checking', percent }) });
      setPhase({ kind: 'checked', answer });
      return file.name;
    } catch (e) {
      setPhase({ kind: 'idle' });
      throw e;
    }
  };

  const run = async () => {
    const file = chosen.current;
    if (!file) return;
    setPhase({ kind: 'importing', percent: 0 });
    try {
      const answer = await importFile(spec.base, file, { dryRun: false, onProgress: (percent) => setPhase({ kind: 'importing', percent }) });
      if (answer.errors.length > 0) {
        setPhase({ kind: 'checked', answer });
        return;
      }
      toastKey(undefined, t('import.done', { count: answer.imported }), 'success');
      onImported();
    } catch {
      // the request layer has told the user
      setPhase({ kind: 'idle' });
    }
  };

  const answer = phase.kind === 'checked' ? phase.answer : null;
  const busy = phase.kind === 'checking' || phase.kind === 'importing';
  const clean = answer !== null && answer.errors.length === 0;

  return (
    <Dialog isOpen title={t('import.title', { noun })} onClose={onClose} canOutsideClickClose={false} className="foc-import-dialog" style={{ width: 640 }}>
      <DialogBody>
        <div data-testid="import-dialog">
        <p>{t('import.intro')}</p>
        <Button icon="download" text={t('import.template')} onClick={() => void downloadImportTemplate(spec.base, spec.templateName)} data-testid="import-template" />
        <UploadField
          config={UPLOAD_IMPORT}
          label={t('import.file')}
          // one workbook at a time: choosing another replaces it (the field would refuse a second file)
          value={[]}
          onChange={(next) => {
            setFiles(next.slice(-1));
            if (next.length === 0) {
              chosen.current = null;
              setPhase({ kind: 'idle' });
            }
          }}
          upload={check}
          disabled={busy}
          helperText={files[0]?.name}
        />
        {busy && (
          <div data-testid="import-progress">
            <p>{t(phase.kind === 'checking' ? 'import.checking' : 'import.uploading', { percent: phase.percent })}</p>
            <ProgressBar value={phase.percent / 100} intent="primary" />
          </div>
        )}
        {clean && (
          <Callout intent="success" data-testid="import-clean">
            {t('import.clean', { count: answer.checked })}
          </Callout>
        )}
        {answer && answer.errors.length > 0 && (
          <>
            <Callout intent="danger" data-testid="import-errors">
              {t('import.errors', { count: answer.errors.length })}
            </Callout>
            <div style={{ maxHeight: 320, overflow: 'auto' }}>
              <HTMLTable compact striped style={{ width: '100%' }} data-testid="import-report">
                <thead>
                  <tr>
                    <th>{t('import.row')}</th>
                    <th>{t('import.column')}</th>
                    <th>{t('import.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.errors.map((e, i) => (
                    <tr key={`${e.row}-${e.column}-${i}`}>
                      <td>{e.row}</td>
                      <td>{e.column ? (titles.get(e.column) ?? e.column) : t('import.wholeRow')}</td>
                      <td>{t(e.messageKey, e.params ?? {})}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('import.close')} onClick={onClose} disabled={phase.kind === 'importing'} data-testid="import-close" />
            <Button intent="primary" icon="import" text={t('import.run', { count: answer?.checked ?? 0 })} disabled={!clean || busy} onClick={() => void run()} data-testid="import-run" />
          </>
        }
      />
    </Dialog>
  );
}
