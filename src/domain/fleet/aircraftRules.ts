/**
 * Rules of the aircraft record that span fields, shared by the edit form and the server (which
 * checks the record as it will be stored: the stored row with the edit applied).
 */
import type { FieldErrors } from '../validation/types';

/** Refusal keys of the aircraft record (texts in locales/*\/fleetRecord.json). */
export const FRK = {
  capacityReasonRequired: 'fleetRecord.error.capacityReasonRequired',
  limitLegNumOwn: 'fleetRecord.error.limitLegNumOwn',
} as const;
export type FleetRecordKey = (typeof FRK)[keyof typeof FRK];

export const FUEL_UNITS = ['kg', 'lbs'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];
export const DEFAULT_FUEL_UNIT: FuelUnit = 'kg';
export const NOISE_LEVELS = [1, 2, 3, 4] as const;

/** Engine positions; 'middle' only on trijets (Falcon 7X/8X/900). */
export const ENGINE_POSITIONS = ['left', 'middle', 'right'] as const;
export type EnginePosition = (typeof ENGINE_POSITIONS)[number];

export interface AircraftOperation {
  fleetType: string;
  capacityLimited: boolean;
  capacityLimitReason: string | null;
  limitLegNum: number | null;
}

/** External aircraft (hosted or proxy) may have a leg limit; own aircraft may not. */
export const isExternalFleet = (fleetType: string): boolean => fleetType === 'hosted' || fleetType === 'proxy';

/** Field errors of the record's operation fields (empty: valid). */
export function aircraftOperationErrors(a: AircraftOperation): FieldErrors<'capacityLimitReason' | 'limitLegNum'> {
  const out: FieldErrors<'capacityLimitReason' | 'limitLegNum'> = {};
  if (a.capacityLimited && !(a.capacityLimitReason ?? '').trim()) out.capacityLimitReason = { key: FRK.capacityReasonRequired };
  if (a.limitLegNum !== null && !isExternalFleet(a.fleetType)) out.limitLegNum = { key: FRK.limitLegNumOwn };
  return out;
}

/** The engines installed: the positions with a serial number; a twin (left, right) when none is recorded. */
export function installedEngines(serials: Partial<Record<EnginePosition, string | null>>): EnginePosition[] {
  const set = ENGINE_POSITIONS.filter((p) => (serials[p] ?? '').trim() !== '');
  return set.length > 0 ? set : ['left', 'right'];
}
