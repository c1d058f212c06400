/**
 * Pure pieces of the crew screens' expiry display: the colour of a status (normal green, near expiry
 * orange, expired red, as the aircraft certificates show theirs) and the days left or over.
 */
import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ExpiryStatus } from '../../domain/expiry';

export const EXPIRY_INTENT: Record<ExpiryStatus, Intent> = { normal: 'success', nearExpiry: 'warning', expired: 'danger' };

export const D = 'crewDetail';

/** What a dated record answers about its expiry (null days: no due date). */
export interface ExpiryFacts {
  status: ExpiryStatus;
  daysLeft: number | null;
}

/** "12 days left" / "3 days over" / '' without a due date. */
export function expiryDaysText(t: TFunction, daysLeft: number | null | undefined): string {
  if (daysLeft === null || daysLeft === undefined) return '';
  return daysLeft < 0 ? t(`${D}.daysOver`, { count: -daysLeft }) : t(`${D}.daysLeft`, { count: daysLeft });
}

/** The status label with its days ("Near expiry · 12 days left"); the label alone without a due date. */
export function expiryText(t: TFunction, facts: ExpiryFacts): string {
  const days = expiryDaysText(t, facts.daysLeft);
  const label = t(`crewRecord.status.${facts.status}`);
  return days ? `${label} · ${days}` : label;
}
