import { Button, Dialog, DialogBody, DialogFooter, Icon, Intent, OverlaysProvider, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';

/** Platform spec §9: dialogs are at least 400 px wide. */
export const CONFIRM_MIN_WIDTH = 400;

export interface ConfirmOptions {
  /** Already translated; default "Confirm" (forms.confirm.title). */
  title?: ReactNode;
  /** Already translated. */
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Default warning (platform spec §8: confirm dialogs use the warning type). */
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
 * Texts are translated by the caller; i18next must be initialised (react-i18next's global
 * instance is shared by every root).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  const host = document.createElement('div');
  host.className = 'foc-confirm-host';
  document.body.appendChild(host);
  const root = createRoot(host);
  let settled = false;
  return new Promise<boolean>((resolve) => {
    const render = (isOpen: boolean) =>
      root.render(
        <OverlaysProvider>
          <ConfirmDialog
            {...options}
            isOpen={isOpen}
            onClose={(confirmed) => {
              if (settled) return;
              settled = true;
              resolve(confirmed);
              render(false);
            }}
            onClosed={() =>
              setTimeout(() => {
                root.unmount();
                host.remove();
              })
            }
          />
        </OverlaysProvider>,
      );
    render(true);
  });
}
