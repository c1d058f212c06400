/**
 * Pure pieces of the fleet-upkeep screens: the tag colour of a fault kind, the description in the
 * reader's language (the other as a tooltip), the countdown to an MEL deadline (red when under 24 h
 * or overdue), and the conversions between the dialogs' wall times and UTC instants.
 */
import type { Intent } from '@blueprintjs/core';
import { countdown } from '../../domain/fleet/mel';
import type { TimeType } from '../../domain/timeType';
import { formatInstant } from '../../domain/trip/time';
import { wallToUtc } from '../../domain/trip/wallTime';

/** AOG red, MEL orange, maintenance blue. */
export const FAULT_INTENT: Record<string, Intent> = { aog: 'danger', mel: 'warning', maintenance: 'primary' };
/** Aircraft status → tag colour (as the aircraft list): airworthy green, maintenance blue, MEL orange, AOG red. */
export const STATUS_INTENT: Record<string, Intent> = { airworthy: 'success', maintenance: 'primary', mel: 'warning', aog: 'danger' };

const DAY_MS = 86_400_000;

/** The description in the reader's language first; `other` is the other language's text (the tooltip). */
export function describeFault(row: { descriptionZh: string; descriptionEn: string }, language: string): { text: string; other: string } {
  const en = language === 'en';
  const mine = en ? row.descriptionEn : row.descriptionZh;
  const theirs = en ? row.descriptionZh : row.descriptionEn;
  return mine ? { text: mine, other: theirs } : { text: theirs, other: '' };
}

export interface DeadlineView {
  overdue: boolean;
  /** Overdue or under 24 hours left. */
  urgent: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** The countdown of a deadline at `now` (null without one). */
export function deadlineView(deadlineAt: string | null, now: number): DeadlineView | null {
  if (!deadlineAt) return null;
  const c = countdown(deadlineAt, now);
  return { overdue: c.overdue, urgent: c.overdue || c.ms < DAY_MS, days: c.days, hours: c.hours, minutes: c.minutes };
}

/** Times of these records have no airport: Local shows (and reads) them in UTC. */
export const recordTimeType = (timeType: TimeType): TimeType => (timeType === 'Local' ? 'UTC' : timeType);

/** 'YYYY-MM-DD HH:mm' of an instant in the time type (Local as UTC). */
export const wallOf = (iso: string, timeType: TimeType) => formatInstant(iso, recordTimeType(timeType)).text;

/** The UTC instant of a dialog's 'YYYY-MM-DD HH:mm' in the time type, or null when incomplete. */
export function instantOf(wall: string, timeType: TimeType): string | null {
  const [date = '', time = ''] = wall.trim().split(' ');
  if (!date || !time) return null;
  return wallToUtc(date, time, recordTimeType(timeType));
}
