/**
 * Texts of leg states and trip statuses under the reading a user chose (requirements D4;
 * settings `legStateReading`, `tripStatusReading`). Pure: the caller hands in its translate
 * function. Keys: namespace `trip` for the names, `readings` (locales/*\/readings.json) for
 * the code suffix.
 */
import {
  LEG_STATES,
  LegState,
  legStateLabelKey,
  TRIP_STATUSES,
  tripStatusFromCode,
  tripStatusLabelKey,
  tripStatusToCode,
  type LegStateReading,
  type TripStatus,
  type TripStatusReading,
} from './states';

/** The part of i18next's `t` these helpers use. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Key of "label (detail)": a name qualified by words, never by an internal code. */
export const WITH_CODE_KEY = 'readings.withCode';

/** The name of a leg state under a reading. */
export function legStateText(state: LegState, reading: LegStateReading, t: Translate): string {
  return t(legStateLabelKey(state, reading));
}

/**
 * The name of a leg state for choices: its name, and where another state reads the same under
 * the reading (3 and 12 in reading A), qualified by its unambiguous name in words: "Pending (Preparing)".
 */
export function legStateCodeText(state: LegState, reading: LegStateReading, t: Translate): string {
  const key = legStateLabelKey(state, reading);
  const shared = LEG_STATES.some((o) => o !== state && legStateLabelKey(o, reading) === key);
  const plain = legStateLabelKey(state, 'B');
  return shared && plain !== key ? t(WITH_CODE_KEY, { label: t(key), detail: t(plain) }) : t(key);
}

/**
 * How a canonical trip status reads under a reading: its code there and the status that code
 * names. Reading B gives not received the code 0, which it names unconfirmed; a status the
 * reading has no code for (A: rejected, B: completed) keeps its own name and has no code.
 */
export function tripStatusShown(status: TripStatus, reading: TripStatusReading): { status: TripStatus; code: number | null } {
  const code = tripStatusToCode(status, reading);
  if (code === null) return { status, code: null };
  return { status: tripStatusFromCode(code, reading) ?? status, code };
}

/** The name of a trip status under a reading: "Received" (its code is never shown). */
export function tripStatusText(status: TripStatus, reading: TripStatusReading, t: Translate): string {
  return t(tripStatusLabelKey(tripStatusShown(status, reading).status));
}

/** One choice of a trip status filter: every canonical status the reading shows under one name. */
export interface TripStatusOption {
  /** Canonical statuses, comma-separated (one, or several for B's 0). */
  value: string;
  statuses: TripStatus[];
  shown: TripStatus;
  code: number | null;
}

/** Filter choices of trip status under a reading, by code; statuses without a code last. */
export function tripStatusOptions(reading: TripStatusReading): TripStatusOption[] {
  const byShown = new Map<TripStatus, TripStatusOption>();
  for (const s of TRIP_STATUSES) {
    const { status: shown, code } = tripStatusShown(s, reading);
    const o = byShown.get(shown);
    if (o) o.statuses.push(s);
    else byShown.set(shown, { value: '', statuses: [s], shown, code });
  }
  const order = (o: TripStatusOption) => o.code ?? Number.MAX_SAFE_INTEGER;
  return [...byShown.values()].map((o) => ({ ...o, value: o.statuses.join(',') })).sort((a, b) => order(a) - order(b));
}

/** The text of a filter choice: "Unconfirmed". */
export function tripStatusOptionText(o: TripStatusOption, t: Translate): string {
  return t(tripStatusLabelKey(o.shown));
}

const LEGEND_SEPARATOR = ' · ';

/** What a leg state reading means, for the settings: "3 Pending · 4 In flight · 5 Flying". */
export function legStateLegend(reading: LegStateReading, t: Translate): string {
  return [LegState.preparing, LegState.flying, LegState.flown].map((s) => `${s} ${legStateText(s, reading, t)}`).join(LEGEND_SEPARATOR);
}

/** What a trip status reading means, for the settings: every code of the reading with its name. */
export function tripStatusLegend(reading: TripStatusReading, t: Translate): string {
  return tripStatusOptions(reading)
    .filter((o) => o.code !== null)
    .map((o) => `${o.code} ${t(tripStatusLabelKey(o.shown))}`)
    .join(LEGEND_SEPARATOR);
}
