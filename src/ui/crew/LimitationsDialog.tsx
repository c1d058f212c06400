import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/http';
import { pilotJobApi, type PilotJobRow } from '../../api/crewRecords';
import { toastKey } from '../../app/toaster';
import { JOB_LIMITATION_TYPES } from '../../domain/crew/records';
import { DateControl, useRuleText } from '../../forms';
import { draftsOf, emptyLimit, limitationsBody, limitErrors, limitsValid, MAX_LIMITATIONS, type LimitDraft } from './limitations';

const P = 'pilotJob';

/** The limitations of a pilot job: rows of type, value, screen and date, saved with the job's version. */
export function LimitationsDialog({ row, readOnly, onClose, onSaved }: { row: PilotJobRow; readOnly: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const [drafts, setDrafts] = useState<LimitDraft[]>(() => draftsOf(row.limitations));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const errors = limitErrors(drafts);
  const put = (i: number, patch: Partial<LimitDraft>) => setDrafts((cur) => cur.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const save = async () => {
    setTried(true);
    if (!limitsValid(drafts)) return;
    setSaving(true);
    try {
      await pilotJobApi.update(row.id, { version: row.version, limitations: limitationsBody(drafts) });
      toastKey('success.save', undefined, 'success');
      onSaved();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      if (e.status === 412) setStale(true);
    } finally {
      setSaving(false);
    }
  };

  const shown = (i: number, k: keyof LimitDraft) => (tried ? ruleText(errors[i]?.[k]) : undefined);
  return (
    <Dialog isOpen title={t(`${P}.limits.title`, { name: row.name })} onClose={onClose} canOutsideClickClose={false} style={{ width: 860 }}>
      <DialogBody>
        {stale && (
          <Callout intent={Intent.WARNING} icon="refresh" data-testid="limits-stale">
            {t(`${P}.limits.stale`)}
          </Callout>
        )}
        <div className="foc-pilot-job__limits" data-testid="limits-editor">
          {drafts.length === 0 && <p>{t(`${P}.limits.none`)}</p>}
          {drafts.map((d, i) => (
            <div key={i} className="foc-pilot-job__limit" data-testid="limit-row">
              <FormGroup label={i === 0 ? t(`${P}.col.limitType`) : undefined} intent={shown(i, 'type') ? 'danger' : 'none'} helperText={shown(i, 'type')}>
                <HTMLSelect fill value={d.type} disabled={readOnly} onChange={(e) => put(i, { type: e.currentTarget.value })} options={JOB_LIMITATION_TYPES.map((v) => ({ value: v, label: t(`${P}.limitType.${v}`) }))} data-testid="limit-type" />
              </FormGroup>
              <FormGroup label={i === 0 ? t(`${P}.col.limitValue`) : undefined} intent={shown(i, 'value') ? 'danger' : 'none'} helperText={shown(i, 'value')}>
                <InputGroup value={d.value} readOnly={readOnly} intent={shown(i, 'value') ? 'danger' : 'none'} onValueChange={(v) => put(i, { value: v })} placeholder={t(`${P}.limits.valueHint`)} data-testid="limit-value" />
              </FormGroup>
              <FormGroup label={i === 0 ? t(`${P}.col.limitScreen`) : undefined} intent={shown(i, 'screen') ? 'danger' : 'none'} helperText={shown(i, 'screen')}>
                <InputGroup value={d.screen} readOnly={readOnly} onValueChange={(v) => put(i, { screen: v })} data-testid="limit-screen" />
              </FormGroup>
              <FormGroup label={i === 0 ? t(`${P}.col.limitDate`) : undefined} intent={shown(i, 'date') ? 'danger' : 'none'} helperText={shown(i, 'date')}>
                <DateControl value={d.date} readOnly={readOnly} onChange={(v) => put(i, { date: v })} aria-label={t(`${P}.col.limitDate`)} />
              </FormGroup>
              {!readOnly && (
                <Button className={i === 0 ? 'foc-pilot-job__remove-first' : undefined} variant="minimal" icon="trash" aria-label={t(`${P}.limits.remove`)} onClick={() => setDrafts((cur) => cur.filter((_, j) => j !== i))} data-testid="limit-remove" />
              )}
            </div>
          ))}
          {!readOnly && drafts.length < MAX_LIMITATIONS && (
            <div>
              <Button icon="add" text={t(`${P}.limits.add`)} onClick={() => setDrafts((cur) => [...cur, emptyLimit()])} data-testid="limit-add" />
            </div>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          readOnly ? (
            <Button text={t('resources.form.close')} onClick={onClose} />
          ) : (
            <>
              <Button text={t('forms.confirm.cancel')} onClick={onClose} />
              <Button intent={Intent.PRIMARY} text={t('resources.form.save')} loading={saving} onClick={() => void save()} data-testid="limits-save" />
            </>
          )
        }
      />
    </Dialog>
  );
}
