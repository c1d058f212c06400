/**
 * The duty-time verdict of a scheduling change (crew on a leg, a leg's edit, the Gantt drag): the
 * regulation, per crew member the items the change makes new or worse (check, the rule's citation
 * as the regulation words it, limit / actual / margin in H:MM or a count, the level — a warning red,
 * a failure purple, requirements D9 — and the duty's report in the user's time type). A warning
 * or a failure of the operator's own policy asks for a reason (the shared reason dialog, wider);
 * a failure of the regulation itself only closes.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, H6, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DK } from '../../domain/dutyTime/api';
import { CONFIRM_MIN_WIDTH, ReasonDialog } from '../../forms';
import { showInOwnRoot } from '../../forms/ownRoot';
import { settings } from '../../state/settings';
import { itemValue } from './format';
import { ItemHeads, LevelTag, levelClass } from './parts';
import { instantText, useZoneHint } from '../list/times';
import { canForce, type AskDutyForce, type DutyRefusal } from './dutyRefusal';
import './dutyGuard.css';

/** Wide enough for the items' table; the rule citations wrap. */
const WIDTH = 'min(1100px, 96vw)';

/** The verdict's tables and what the user may do about it. */
export function DutyVerdictView({ refusal }: { refusal: DutyRefusal }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const zoneHint = useZoneHint()(timeType);
  const { duty } = refusal;
  const warning = refusal.key === DK.dutyWarning;
  return (
    <div className="foc-duty-guard" data-testid="duty-guard-verdict" data-key={refusal.key} data-forceable={canForce(refusal) ? '' : undefined}>
      <Callout intent={warning ? Intent.WARNING : Intent.DANGER} icon={warning ? 'warning-sign' : 'error'} compact>
        {t(refusal.key)}
      </Callout>
      <p className="foc-duty-guard__regulation" data-testid="duty-verdict-regulation">
        {t('dutyGuard.regulation', { name: duty.regulation.name })}
      </p>
      {duty.crews.map((c) => (
        <section key={c.crewId} className="foc-duty-guard__crew" data-testid="duty-verdict-crew">
          <H6>
            {c.workNo} {c.cnName} <LevelTag level={c.verdict} testId="duty-verdict-crew-level" />
          </H6>
          <HTMLTable compact striped className="foc-duty-table foc-duty-guard__table">
            <thead>
              <tr>
                <ItemHeads />
                <th>
                  {t('dutyTime.duty.report')} <span className={Classes.TEXT_MUTED}>({zoneHint})</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {c.items.map((i, n) => (
                <tr key={`${i.dutyId}-${i.check}-${n}`} data-testid="duty-verdict-item" data-level={i.level}>
                  <td>{t(`dutyTime.check.${i.check}`)}</td>
                  <td className="foc-duty-rule">
                    {i.rule}
                    {i.presetFails && i.level === 'fail' && (
                      <>
                        {' '}
                        <Tag minimal intent={Intent.DANGER} data-testid="duty-verdict-preset">
                          {t('dutyGuard.presetFails')}
                        </Tag>
                      </>
                    )}
                  </td>
                  <td>{itemValue(i, i.limitMinutes) || t('dutyTime.item.notAllowed')}</td>
                  <td className={levelClass(i.level)}>{itemValue(i, i.actualMinutes)}</td>
                  <td className={levelClass(i.level)}>{itemValue(i, i.marginMinutes)}</td>
                  <td>
                    <LevelTag level={i.level} />
                  </td>
                  <td className="foc-list__time">{instantText(i.report, timeType)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ))}
      <p className={canForce(refusal) ? 'foc-duty-guard__hint' : 'foc-duty-guard__hint foc-duty-guard__hint--final'} data-testid="duty-verdict-hint">
        {t(warning ? 'dutyGuard.hint.warning' : canForce(refusal) ? 'dutyGuard.hint.policy' : 'dutyGuard.hint.regulation')}
      </p>
    </div>
  );
}

export interface DutyVerdictDialogProps {
  isOpen: boolean;
  refusal: DutyRefusal;
  /** The trimmed reason to force the change with, or null (closed). */
  onClose: (reason: string | null) => void;
  onClosed?: () => void;
}

/** The verdict with a required reason and "Force with reason", or with Close only when nothing can force it. */
export function DutyVerdictDialog({ isOpen, refusal, onClose, onClosed }: DutyVerdictDialogProps) {
  const { t } = useTranslation();
  const warning = refusal.key === DK.dutyWarning;
  const title = t(warning ? 'dutyGuard.title.warning' : 'dutyGuard.title.refused');
  const message = <DutyVerdictView refusal={refusal} />;
  if (canForce(refusal)) {
    return (
      <ReasonDialog
        isOpen={isOpen}
        title={title}
        message={message}
        label={t('dutyGuard.reason')}
        confirmText={t('dutyGuard.force')}
        intent={warning ? Intent.WARNING : Intent.DANGER}
        maxLength={500}
        width={WIDTH}
        className="foc-duty-guard-dialog"
        onClose={onClose}
        onClosed={onClosed}
      />
    );
  }
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      isCloseButtonShown={false}
      canOutsideClickClose={false}
      onClose={() => onClose(null)}
      onClosed={onClosed}
      className="foc-duty-guard-dialog"
      style={{ minWidth: CONFIRM_MIN_WIDTH, width: WIDTH }}
    >
      <DialogBody>{message}</DialogBody>
      <DialogFooter actions={<Button text={t('dutyGuard.close')} onClick={() => onClose(null)} data-testid="duty-verdict-close" />} />
    </Dialog>
  );
}

/** The dialog in a root of its own (screens without a dialog of their own open, e.g. the Gantt chart). */
export const askDutyForce: AskDutyForce = (refusal) =>
  showInOwnRoot<string | null>((d) => <DutyVerdictDialog refusal={refusal} isOpen={d.isOpen} onClose={d.answer} onClosed={d.onClosed} />);

/**
 * The dialog inside the caller's tree (render `dialog`): for screens that are themselves in a
 * dialog (the leg dialog), whose focus trap would keep the reason field of a dialog in another root
 * from taking focus. The form behind it stays mounted with its values.
 */
export function useDutyGuard(): { ask: AskDutyForce; dialog: ReactNode } {
  const [shown, setShown] = useState<{ refusal: DutyRefusal; seq: number; isOpen: boolean } | null>(null);
  const pending = useRef<((reason: string | null) => void) | null>(null);
  const answer = useCallback((reason: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setShown((s) => (s ? { ...s, isOpen: false } : s));
    resolve?.(reason);
  }, []);
  const ask = useCallback<AskDutyForce>(
    (refusal) =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setShown((s) => ({ refusal, seq: (s?.seq ?? 0) + 1, isOpen: true }));
      }),
    [],
  );
  useEffect(() => () => pending.current?.(null), []);
  const dialog = shown && (
    <DutyVerdictDialog key={shown.seq} isOpen={shown.isOpen} refusal={shown.refusal} onClose={answer} onClosed={() => setShown((s) => (s && !s.isOpen ? null : s))} />
  );
  return { ask, dialog };
}
