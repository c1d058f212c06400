import type { ViewKey } from './views';

/**
 * Reference data that screens display beside their own records. Each area's list and get routes
 * are guarded by `<area>:list` (its own screen); the screens below read them too.
 */
export const REFERENCE_AREAS = ['customer', 'aircraft', 'aircraftType', 'crew', 'regulation'] as const;
export type ReferenceArea = (typeof REFERENCE_AREAS)[number];

export interface ScreenReferences {
  /** The implemented screens (menu component keys) that display these references. */
  views: readonly ViewKey[];
  /** The permission points that open those screens' own data (any of them). */
  points: readonly string[];
  /** The reference areas the screens read (list or get). */
  reads: readonly ReferenceArea[];
}

/**
 * What each implemented screen displays of other areas' records. Whoever may read a screen's own
 * data (holds one of its points) may also list and get the references it shows: the reference
 * routes accept these points besides `<area>:list` (reads only; data permissions still filter
 * the answer; writes keep their own points). See docs/decisions.md "Reference reads follow the screens".
 */
export const SCREEN_REFERENCES: readonly ScreenReferences[] = [
  // customer names in the trip list; the trip forms pick a customer and an aircraft type per leg
  { views: ['trip/TripList'], points: ['trip:list'], reads: ['customer'] },
  { views: ['trip/TripAdd', 'trip/TripEdit', 'trip/TripChange', 'trip/TripSubmit', 'trip/TripReceive'], points: ['trip:list'], reads: ['customer', 'aircraftType'] },
  // the intention list names the customer; its dialog picks one
  { views: ['trip/IntentionList'], points: ['intention:list'], reads: ['customer'] },
  // leg screens: the leg log names aircraft, the aircraft dialog lists aircraft and their types
  { views: ['trip/TripLegList', 'trip/TripLegDetail', 'trip/TripLegLog'], points: ['tripLeg:list'], reads: ['aircraft', 'aircraftType'] },
  // an aircraft's type and (hosted) owner
  { views: ['aircraft/AircraftList', 'aircraft/AircraftDetail'], points: ['aircraft:list'], reads: ['aircraftType', 'customer'] },
  // the statistics screen filters by aircraft type
  { views: ['aircraft/AircraftStatistics'], points: ['aircraftStatistics:list'], reads: ['aircraftType'] },
  // certificates and machine supplies name and pick their aircraft
  { views: ['aircraft/CertificateList'], points: ['aircraftCertificate:list'], reads: ['aircraft'] },
  { views: ['aircraft/MachineSupplies', 'aircraft/MachineSuppliesHistory'], points: ['machineSupplies:list'], reads: ['aircraft'] },
  // the fault monitor, maintenance screens pick and name aircraft
  { views: ['aircraft/FaultMonitor', 'aircraft/MaintenanceConfirm'], points: ['fault:list', 'maintenance:list'], reads: ['aircraft'] },
  // a crew member's type ratings
  { views: ['crew/CrewList'], points: ['crew:list'], reads: ['aircraftType'] },
  // the check and the reports pick crew members and a regulation
  { views: ['crew/DutyPeriodCheck'], points: ['dutyCheck:check', 'dutyCheck:list'], reads: ['crew', 'regulation'] },
  { views: ['crew/report/FlightTimeReport'], points: ['flightTimeReport:list', 'flightTimeReport:export'], reads: ['crew', 'regulation'] },
  { views: ['crew/report/FatigueReport'], points: ['fatigueReport:list', 'fatigueReport:export'], reads: ['crew', 'regulation'] },
];

/** The points besides `<area>:list` that open the area's list and get routes (sorted, no repeats). */
export function referenceReaders(area: ReferenceArea): string[] {
  const keys = new Set<string>();
  for (const s of SCREEN_REFERENCES) if (s.reads.includes(area)) for (const p of s.points) keys.add(p);
  keys.delete(`${area}:list`);
  return [...keys].sort();
}
