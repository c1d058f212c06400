import { Button, Dialog, DialogBody, DialogFooter, Icon, Intent, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showInOwnRoot } from './ownRoot';

/** requirements S9: dialogs are at least 400 px wide. */
export const CONFIRM_MIN_WIDTH = 400;

export interface ConfirmOptions {
  /** Already translated; default "Confirm" (forms.confirm.title). */
  title?: ReactNode;
  /** Already translated. */
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Default warning (requirements S8: confirm dialogs use the warning type). */
  intent?: Intent;
  icon?: IconName;
  /** Extra class on the dialog, e.g. the dark theme class. */
  className?: string;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  /** true for the confirm button, false for cancel. */
  onClose: (confirmed: boolean) => void;
  /** After the closing transition. */
  onClosed?: () => void;
}

/** Closes only through its buttons: not on an outside click, not on Escape. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const intent = props.intent ?? Intent.WARNING;
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title ?? t('forms.confirm.title')}
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
      onClosed={props.onClosed}
      className={['foc-confirm', props.className].filter(Boolean).join(' ')}
      style={{ minWidth: CONFIRM_MIN_WIDTH }}
      role="alertdialog"
    >
      <DialogBody>
        <div className="foc-confirm-message">
          <Icon icon={props.icon ?? 'warning-sign'} intent={intent} size={24} />
          <div>{props.message}</div>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => props.onClose(false)}>{props.cancelText ?? t('forms.confirm.cancel')}</Button>
            <Button intent={intent} onClick={() => props.onClose(true)}>
              {props.confirmText ?? t('forms.confirm.ok')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

/**
 * Shows a confirm dialog in its own root and resolves true (confirmed) or false (cancelled).
 * Texts are translated by the caller.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return showInOwnRoot<boolean>((d) => <ConfirmDialog {...options} isOpen={d.isOpen} onClose={d.answer} onClosed={d.onClosed} />, 'foc-confirm-host');
}
