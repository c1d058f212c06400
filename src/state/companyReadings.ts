import { proxy } from 'valtio';
import type { Readings as ReadingChoice } from '../contract/readings';
import { DEFAULT_LEG_STATE_READING, DEFAULT_TRIP_STATUS_READING } from '../domain/trip/states';

export type { ReadingChoice };

export const DEFAULT_READINGS: ReadingChoice = { legStateReading: DEFAULT_LEG_STATE_READING, tripStatusReading: DEFAULT_TRIP_STATUS_READING };

/**
 * The company's readings of leg states 3–5 and trip status codes: an administrator's company setting,
 * taken from the current-user answer at sign-in, after the administrator saves, and again when the realtime
 * socket says they changed (another administrator saved); never from the browser's storage.
 */
export const companyReadings = proxy<ReadingChoice>({ ...DEFAULT_READINGS });

/** Takes the company's readings (the defaults when the answer has none). */
export function applyCompanyReadings(r: Partial<ReadingChoice> | null | undefined): void {
  companyReadings.legStateReading = r?.legStateReading ?? DEFAULT_READINGS.legStateReading;
  companyReadings.tripStatusReading = r?.tripStatusReading ?? DEFAULT_READINGS.tripStatusReading;
}
