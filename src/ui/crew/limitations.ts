/**
 * A pilot job's limitations as the editor holds them, pure: rows of text (type, value, screen,
 * date), checked like the contract (type one of the list, value 1–50 characters, screen at most
 * 50, date a real day) and turned into the `limitations` the server takes.
 */
import type { JobLimitation } from '../../contract/pilotJob';
import { JOB_LIMITATION_TYPES } from '../../domain/crew/records';
import { charCount, isRuleError, normaliseDate, VK, type RuleError } from '../../domain/validation';

export interface LimitDraft {
  type: string;
  value: string;
  screen: string;
  date: string;
}

export const MAX_LIMITATIONS = 20;

export const emptyLimit = (): LimitDraft => ({ type: JOB_LIMITATION_TYPES[0], value: '', screen: '', date: '' });

export function draftsOf(limitations: readonly JobLimitation[] | null | undefined): LimitDraft[] {
  return (limitations ?? []).map((l) => ({ type: l.type, value: l.value, screen: l.screen ?? '', date: l.date ?? '' }));
}

export type LimitErrors = Partial<Record<keyof LimitDraft, RuleError>>;

/** Each row's errors (an empty object: the row is right). */
export function limitErrors(drafts: readonly LimitDraft[]): LimitErrors[] {
  return drafts.map((d) => {
    const e: LimitErrors = {};
    if (!(JOB_LIMITATION_TYPES as readonly string[]).includes(d.type)) e.type = { key: VK.required };
    const value = d.value.trim();
    if (value === '') e.value = { key: VK.required };
    else if (charCount(value) > 50) e.value = { key: VK.maxLength, params: { max: 50 } };
    if (charCount(d.screen.trim()) > 50) e.screen = { key: VK.maxLength, params: { max: 50 } };
    if (d.date.trim() !== '') {
      const day = normaliseDate(d.date.trim());
      if (isRuleError(day)) e.date = day;
    }
    return e;
  });
}

export const limitsValid = (drafts: readonly LimitDraft[]) => drafts.length <= MAX_LIMITATIONS && limitErrors(drafts).every((e) => Object.keys(e).length === 0);

/** The body's `limitations` (valid drafts assumed). */
export function limitationsBody(drafts: readonly LimitDraft[]): JobLimitation[] {
  return drafts.map((d) => {
    const screen = d.screen.trim();
    const date = d.date.trim();
    const day = date ? normaliseDate(date) : null;
    return {
      type: d.type as JobLimitation['type'],
      value: d.value.trim(),
      ...(screen ? { screen } : {}),
      ...(day && !isRuleError(day) ? { date: day } : {}),
    };
  });
}
