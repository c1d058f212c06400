/**
 * An aircraft's open AOG (since, expected back) and open MEL items (item, category, description,
 * deadline countdown), as the status board and the leg's airworthiness confirmation show them.
 * Descriptions in the reader's language (the other one when it is empty).
 */
import { Callout, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OpenAogAnswer, OpenMelItemAnswer } from '../../api/statusBoard';
import { countdown } from '../../domain/fleet/mel';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';

/** The description in the reader's language. */
export function useDescription(): (item: { descriptionZh: string; descriptionEn: string }) => string {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (item) => (en ? item.descriptionEn || item.descriptionZh : item.descriptionZh || item.descriptionEn);
}

/** '2d 4h left' / 'overdue 3h', and how urgent (under a day: danger, under three: warning). */
export function useCountdownText(): (deadline: string | null, now: number) => { text: string; intent: 'danger' | 'warning' | 'none' } {
  const { t } = useTranslation();
  return (deadline, now) => {
    if (!deadline) return { text: t('statusBoard.countdown.none'), intent: 'none' };
    const c = countdown(deadline, now);
    const text = t(c.overdue ? 'statusBoard.countdown.overdue' : 'statusBoard.countdown.left', { days: c.days, hours: c.hours, minutes: c.minutes });
    return { text, intent: c.overdue || c.ms < 86_400_000 ? 'danger' : c.ms < 3 * 86_400_000 ? 'warning' : 'none' };
  };
}

const utcOr = (iso: string, timeType: TimeType) => (timeType === 'Local' ? `${instantText(iso, 'UTC')} UTC` : instantText(iso, timeType));

export function OpenItemsList({ mel, aog, now, timeType, compact }: { mel: readonly OpenMelItemAnswer[]; aog: OpenAogAnswer | null; now: number; timeType: TimeType; compact?: boolean }) {
  const { t } = useTranslation();
  const describe = useDescription();
  const left = useCountdownText();
  if (!aog && mel.length === 0) return <span className="foc-upkeep__none" data-testid="open-items-none">{t('statusBoard.items.none')}</span>;
  return (
    <div className="foc-upkeep__items" data-testid="open-items">
      {aog && (
        <Callout compact intent="danger" icon={compact ? null : 'error'} data-testid="open-aog">
          <b>AOG</b> {describe(aog)}
          <div className="foc-upkeep__muted">
            {t('statusBoard.aog.since', { at: utcOr(aog.sinceUtc, timeType) })}
            {' · '}
            {aog.expectedReturnUtc ? t('statusBoard.aog.expected', { at: utcOr(aog.expectedReturnUtc, timeType) }) : t('statusBoard.aog.noEstimate')}
          </div>
        </Callout>
      )}
      {mel.map((m) => {
        const c = left(m.deadlineUtc, now);
        return (
          <div key={m.faultId} className="foc-upkeep__mel" data-testid="open-mel" data-item={m.melItem ?? ''}>
            <Tag minimal intent="warning">
              MEL {m.melItem ?? '—'}
              {m.melCategory ? ` (${m.melCategory})` : ''}
            </Tag>
            <span className="foc-upkeep__desc">{describe(m)}</span>
            <Tag minimal={c.intent === 'none'} intent={c.intent === 'none' ? 'none' : c.intent} title={m.deadlineUtc ? utcOr(m.deadlineUtc, timeType) : undefined} data-testid="mel-countdown">
              {c.text}
            </Tag>
          </div>
        );
      })}
    </div>
  );
}
