/** The operator's fleet-upkeep rules and their defaults. */
import { DEFAULT_MEL_INTERVALS, type MelIntervals } from './mel';

export interface FleetSettings {
  /** IANA zone whose calendar day counts MEL intervals and certificate bands (the main base's). */
  baseZone: string;
  melIntervals: MelIntervals;
  /** A certificate is near expiry this many calendar months before its end date (unless it sets its own reminder days). */
  certificateNearMonths: number;
  /** The second, urgent reminder band, days before the end date. */
  certificateSoonDays: number;
}

export const DEFAULT_FLEET_SETTINGS: Readonly<FleetSettings> = Object.freeze({
  baseZone: 'Asia/Shanghai',
  melIntervals: DEFAULT_MEL_INTERVALS,
  certificateNearMonths: 3,
  certificateSoonDays: 10,
});

/** A zone name the runtime knows, as the rules take it: an IANA area/location name, or 'UTC'. */
export function isBaseZone(zone: string): boolean {
  if (zone !== 'UTC' && !zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
