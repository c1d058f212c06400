/**
 * Times inside message texts follow the reader's time type (UTC, airport local or Beijing), as
 * every other time on screen. A message is written once for all its readers, so its text holds
 * each time as a token — the UTC instant and the airport's zone, e.g.
 * `⟦2026-11-26T02:30:00.000Z Asia/Shanghai⟧` — and is made readable where the reader's time type is
 * known: on screen (the browser's setting), in an export (the request's time type). Channels that
 * leave the platform (e-mail, SMS, push) are rendered in UTC, said so.
 */
import type { TimeType } from '../timeType';
import { formatInstant, zoneLabel } from '../trip/time';

const TOKEN = /⟦(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)(?: ([A-Za-z0-9_+\-/]+))?⟧/g;

/** The token of an instant in a message text; `zone`: the IANA zone of the airport it happens at (for Local). */
export function timeToken(instant: Date | string, zone?: string | null): string {
  const iso = typeof instant === 'string' ? new Date(instant).toISOString() : instant.toISOString();
  return zone ? `⟦${iso} ${zone}⟧` : `⟦${iso}⟧`;
}

/** 'YYYY-MM-DD HH:mm' and its zone label in the time type: '2026-11-26 10:30 UTC+8'. */
export function instantInTimeType(iso: string, timeType: TimeType, zone?: string | null): string {
  const f = formatInstant(iso, timeType, zone);
  return `${f.text} ${f.fellBackToUtc ? 'UTC' : zoneLabel(timeType, zone, iso)}`;
}

/** A message text with every time token written in the reader's time type; text without tokens is unchanged. */
export function localizeTimes(text: string, timeType: TimeType): string {
  if (!text.includes('⟦')) return text;
  return text.replace(TOKEN, (_m, iso: string, zone: string | undefined) => instantInTimeType(iso, timeType, zone ?? null));
}
