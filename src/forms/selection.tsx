import { Button, Intent, Tag, type ButtonProps } from '@blueprintjs/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requireSelection, type RuleError } from '../domain/validation';
import { confirm, type ConfirmOptions } from './confirm';

/** requirements S8: 'select items before delete'. Batch actions use the rule's own key. */
export const SELECT_BEFORE_DELETE_KEY = 'error.selectBeforeDelete';

export interface SelectionAction<T> {
  /** 'delete' (default) or 'batch': chooses the refusal message and the default confirmation. */
  kind?: 'delete' | 'batch';
  /** Overrides the default confirmation; `false` runs without asking. */
  confirm?: ConfirmOptions | false;
  run: (selected: readonly T[]) => Promise<unknown> | unknown;
}

export interface SelectionActionsOptions {
  /** Told why an action was refused (nothing selected), e.g. to show it elsewhere. */
  onRefuse?: (error: RuleError) => void;
}

export interface SelectionActions<T> {
  /** Resolves true when the action ran; false when refused, cancelled or already running. */
  perform: (action: SelectionAction<T>) => Promise<boolean>;
  /** The last refusal, while nothing is selected. */
  refusal: RuleError | null;
  running: boolean;
}

/** Delete and batch actions: demand a selection (requirements S5), then confirm, then run once at a time. */
export function useSelectionActions<T>(selected: readonly T[], options: SelectionActionsOptions = {}): SelectionActions<T> {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<RuleError | null>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const latest = useRef({ selected, options });
  latest.current = { selected, options };

  const perform = useCallback(
    async (action: SelectionAction<T>): Promise<boolean> => {
      if (runningRef.current) return false;
      const { selected: rows, options: opts } = latest.current;
      const kind = action.kind ?? 'delete';
      const missing = requireSelection(rows);
      if (missing) {
        const error = kind === 'delete' ? { key: SELECT_BEFORE_DELETE_KEY } : missing;
        setRefusal(error);
        opts.onRefuse?.(error);
        return false;
      }
      setRefusal(null);
      runningRef.current = true;
      try {
        if (action.confirm !== false) {
          const ok = await confirm(
            action.confirm ??
              (kind === 'delete'
                ? { title: t('forms.confirm.deleteTitle'), message: t('forms.confirm.deleteMessage', { count: rows.length }), confirmText: t('forms.action.delete') }
                : { message: t('forms.confirm.batchMessage', { count: rows.length }) }),
          );
          if (!ok) return false;
        }
        setRunning(true);
        await action.run(rows);
        return true;
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
    },
    [t],
  );

  if (refusal && selected.length > 0) setRefusal(null); // a selection answers the refusal
  return { perform, refusal, running };
}

export interface SelectionActionButtonProps<T> extends SelectionAction<T>, Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  selected: readonly T[];
  onRefuse?: (error: RuleError) => void;
  /** Called after the action ran. */
  onDone?: () => void;
  /** Already translated; default "Delete" for delete actions. */
  children?: ReactNode;
}

/** A button running a selection action, with the refusal shown inline beside it (no toast). */
export function SelectionActionButton<T>(props: SelectionActionButtonProps<T>) {
  const { t } = useTranslation();
  const { selected, onRefuse, onDone, kind, confirm: confirmOptions, run, children, ...buttonProps } = props;
  const { perform, refusal, running } = useSelectionActions(selected, { onRefuse });
  const isDelete = (kind ?? 'delete') === 'delete';
  return (
    <span className="foc-selection-action">
      <Button
        icon={isDelete ? 'trash' : undefined}
        intent={isDelete ? Intent.DANGER : Intent.NONE}
        {...buttonProps}
        loading={running}
        onClick={() =>
          void perform({ kind, confirm: confirmOptions, run }).then((ran) => {
            if (ran) onDone?.();
          })
        }
      >
        {children ?? (isDelete ? t('forms.action.delete') : undefined)}
      </Button>
      {refusal && (
        <span role="alert" className="foc-selection-refusal">
          <Tag minimal intent={Intent.DANGER}>
            {t(refusal.key, refusal.params ?? {})}
          </Tag>
        </span>
      )}
    </span>
  );
}
