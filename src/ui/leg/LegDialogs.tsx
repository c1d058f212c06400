import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRWORTHINESS, CANCEL_REASON_TYPES, EVALUATION_RESULTS, labelKey, type Airworthiness, type CancelReasonType, type EvaluationResult } from '../../domain/trip';
import { OpenItemsPanel } from '../fleet/OpenItemsPanel';

/** Submits and answers whether it worked (the dialog closes then). */
export type Submit<T> = (value: T) => Promise<boolean>;

interface FrameProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  canSubmit: boolean;
  busy: boolean;
  testId: string;
  submitText?: string;
  intent?: 'primary' | 'danger';
  children: ReactNode;
}

/** A command dialog: at least 400 px, OK disabled while invalid or saving. */
export function CommandDialog(p: FrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={p.isOpen} title={p.title} onClose={p.onClose} style={{ minWidth: 440 }} data-testid={p.testId} canOutsideClickClose={false}>
      <DialogBody>{p.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('legDetail.dialog.cancel')} onClick={p.onClose} />
            <Button intent={p.intent ?? 'primary'} text={p.submitText ?? t('legDetail.dialog.ok')} disabled={!p.canSubmit} loading={p.busy} onClick={() => void p.onSubmit()} data-testid={`${p.testId}-ok`} />
          </>
        }
      />
    </Dialog>
  );
}

/** Busy flag around a submit; closes the dialog when it worked. */
export function useSubmitting(onClose: () => void): [boolean, (work: () => Promise<boolean>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  return [
    busy,
    async (work) => {
      setBusy(true);
      try {
        if (await work()) onClose();
      } finally {
        setBusy(false);
      }
    },
  ];
}

export interface EvaluateValue {
  result: EvaluationResult;
  reason?: string;
  note?: string;
}

/** Performance evaluation: pass, fail (the trip goes back to customer service) or forced pass with a reason. */
export function EvaluateDialog({ isOpen, onClose, onSubmit }: { isOpen: boolean; onClose: () => void; onSubmit: Submit<EvaluateValue> }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<EvaluationResult>('pass');
  const [text, setText] = useState('');
  const [busy, submit] = useSubmitting(onClose);
  useEffect(() => {
    if (isOpen) {
      setResult('pass');
      setText('');
    }
  }, [isOpen]);
  const needsReason = result === 'forcedPass';
  const value = (): EvaluateValue =>
    result === 'forcedPass' ? { result, reason: text.trim() } : result === 'fail' && text.trim() ? { result, note: text.trim() } : { result };
  return (
    <CommandDialog
      isOpen={isOpen}
      title={t('legDetail.evaluate.title')}
      onClose={onClose}
      busy={busy}
      canSubmit={!needsReason || text.trim() !== ''}
      onSubmit={() => submit(() => onSubmit(value()))}
      testId="evaluate-dialog"
      intent={result === 'fail' ? 'danger' : 'primary'}
    >
      <RadioGroup selectedValue={result} onChange={(e) => setResult(e.currentTarget.value as EvaluationResult)} inline>
        {EVALUATION_RESULTS.map((r) => (
          <Radio key={r} value={r} label={t(labelKey('evaluationResult', r))} data-testid={`evaluate-${r}`} />
        ))}
      </RadioGroup>
      {result === 'fail' && (
        <Callout intent="warning" compact icon="warning-sign" data-testid="evaluate-fail-warning">
          {t('legDetail.evaluate.failWarning')}
        </Callout>
      )}
      {result !== 'pass' && (
        <FormGroup
          label={needsReason ? t('legDetail.evaluate.reason') : t('legDetail.evaluate.note')}
          labelInfo={needsReason ? t('legDetail.dialog.required') : undefined}
          intent={needsReason && text.trim() === '' ? 'danger' : 'none'}
          helperText={needsReason && text.trim() === '' ? t('trip.error.reasonRequired') : undefined}
          className="foc-leg__dialog-field"
        >
          <TextArea fill maxLength={500} value={text} onChange={(e) => setText(e.currentTarget.value)} data-testid="evaluate-text" />
        </FormGroup>
      )}
    </CommandDialog>
  );
}

/** Airworthiness confirmation of the assigned aircraft. */
/** The airworthiness confirmation, with the aircraft's open AOG and MEL items (OpenItemsPanel) to confirm against. */
export function AirworthinessDialog(p: { isOpen: boolean; current: Airworthiness | null; aircraftId?: string | null; onClose: () => void; onSubmit: Submit<Airworthiness> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Airworthiness>('airworthy');
  const [busy, submit] = useSubmitting(p.onClose);
  useEffect(() => {
    if (p.isOpen) setValue(p.current ?? 'airworthy');
  }, [p.isOpen, p.current]);
  return (
    <CommandDialog isOpen={p.isOpen} title={t('legDetail.airworthiness.title')} onClose={p.onClose} busy={busy} canSubmit onSubmit={() => submit(() => p.onSubmit(value))} testId="airworthiness-dialog">
      {p.isOpen && p.aircraftId ? <OpenItemsPanel aircraftId={p.aircraftId} /> : null}
      <RadioGroup selectedValue={value} onChange={(e) => setValue(e.currentTarget.value as Airworthiness)}>
        {AIRWORTHINESS.map((a) => (
          <Radio key={a} value={a} label={t(labelKey('airworthiness', a))} data-testid={`airworthiness-${a}`} />
        ))}
      </RadioGroup>
      {value === 'unairworthy' && (
        <Callout intent="warning" compact>
          {t('legDetail.airworthiness.unairworthyHint')}
        </Callout>
      )}
    </CommandDialog>
  );
}

/** Cancelling the leg, with the reason type. */
export function CancelLegDialog(p: { isOpen: boolean; onClose: () => void; onSubmit: Submit<CancelReasonType> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<CancelReasonType | ''>('');
  const [busy, submit] = useSubmitting(p.onClose);
  useEffect(() => {
    if (p.isOpen) setReason('');
  }, [p.isOpen]);
  return (
    <CommandDialog
      isOpen={p.isOpen}
      title={t('legDetail.cancel.title')}
      onClose={p.onClose}
      busy={busy}
      canSubmit={reason !== ''}
      intent="danger"
      onSubmit={() => submit(() => p.onSubmit(reason as CancelReasonType))}
      testId="cancel-leg-dialog"
    >
      <p>{t('legDetail.cancel.message')}</p>
      <RadioGroup label={t('legDetail.cancel.reasonType')} selectedValue={reason} onChange={(e) => setReason(e.currentTarget.value as CancelReasonType)}>
        {CANCEL_REASON_TYPES.map((r) => (
          <Radio key={r} value={r} label={t(labelKey('cancelReason', r))} data-testid={`cancel-reason-${r}`} />
        ))}
      </RadioGroup>
    </CommandDialog>
  );
}
