import { Button, Dialog, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmText?: string;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** `data-testid` of the dialog's content; the confirm button gets `<testId>-ok`, cancel `<testId>-cancel`. */
  testId?: string;
}

/** A warning-type confirmation that does not close on an outside click (requirements S8). */
export function ConfirmDialog({ isOpen, title, children, confirmText, loading, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={loading ? undefined : onCancel}
      canOutsideClickClose={false}
      canEscapeKeyClose={!loading}
      isCloseButtonShown={!loading}
      role="alertdialog"
      className="foc-confirm"
      style={{ minWidth: 400 }}
    >
      <DialogBody>
        <div className="foc-confirm__body" data-testid={testId}>
          <Icon icon="warning-sign" intent="warning" size={32} />
          <div>{children}</div>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('header.cancel')} disabled={loading} onClick={onCancel} data-testid={testId ? `${testId}-cancel` : undefined} />
            <Button intent="warning" text={confirmText ?? t('header.confirm')} loading={loading} onClick={onConfirm} data-testid={testId ? `${testId}-ok` : undefined} />
          </>
        }
      />
    </Dialog>
  );
}
