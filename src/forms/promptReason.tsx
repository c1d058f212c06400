import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_MIN_WIDTH } from './confirm';
import { showInOwnRoot } from './ownRoot';

export interface ReasonOptions {
  /** Already translated. */
  title: ReactNode;
  /** Already translated: what the reason is for. */
  message: ReactNode;
  /** Label of the reason field (default "Reason"). */
  label?: string;
  confirmText?: string;
  /** Longest reason (default 500, the server's limit for reasons). */
  maxLength?: number;
  intent?: Intent;
  /** Wider than the 400 px minimum, for a message with a table (e.g. 'min(960px, 96vw)'). */
  width?: number | string;
  /** Extra class on the dialog. */
  className?: string;
}

export interface ReasonDialogProps extends ReasonOptions {
  isOpen: boolean;
  /** The trimmed reason, or null when cancelled. */
  onClose: (reason: string | null) => void;
  onClosed?: () => void;
}

/** Asks for a reason: OK stays disabled while the reason is blank; closes only through its buttons. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const max = props.maxLength ?? 500;
  const blank = text.trim() === '';
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
      onClosed={props.onClosed}
      className={props.className}
      style={{ minWidth: CONFIRM_MIN_WIDTH, ...(props.width !== undefined ? { width: props.width } : {}) }}
    >
      <DialogBody>
        <div style={{ marginBottom: 12 }} data-testid="reason-dialog">{props.message}</div>
        <FormGroup label={props.label ?? t('forms.reason.label')} labelInfo={t('forms.reason.required')} helperText={`${text.length} / ${max}`}>
          <TextArea fill autoFocus value={text} maxLength={max} onChange={(e) => setText(e.currentTarget.value)} data-testid="reason-text" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => props.onClose(null)} data-testid="reason-cancel">{t('forms.confirm.cancel')}</Button>
            <Button intent={props.intent ?? Intent.WARNING} disabled={blank} onClick={() => props.onClose(text.trim())} data-testid="reason-ok">
              {props.confirmText ?? t('forms.confirm.ok')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

/** Shows a reason dialog in its own root; resolves the trimmed reason, or null when cancelled. */
export function promptReason(options: ReasonOptions): Promise<string | null> {
  return showInOwnRoot<string | null>((d) => <ReasonDialog {...options} isOpen={d.isOpen} onClose={d.answer} onClosed={d.onClosed} />);
}
