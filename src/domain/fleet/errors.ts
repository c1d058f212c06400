/** The refusals of the fleet-upkeep commands (faults, maintenance plans, fleet rules), translated in fleetFault.json / maintenance.json. */
export const FK = {
  /** The fault is closed: it can no longer be extended, closed or edited in its dates. */
  notOpen: 'fleetFault.error.notOpen',
  /** Only an MEL item is extended. */
  notMel: 'fleetFault.error.notMel',
  categoryRequired: 'fleetFault.error.categoryRequired',
  /** Category A states its interval; B–D take the operator's and may not state one. */
  intervalForA: 'fleetFault.error.intervalForA',
  /** MEL item and category belong to MEL faults only. */
  melOnly: 'fleetFault.error.melOnly',
  /** The expected return belongs to an AOG only. */
  aogOnly: 'fleetFault.error.aogOnly',
  descriptionRequired: 'fleetFault.error.descriptionRequired',
  /** More than 5 minutes ahead of now. */
  inFuture: 'fleetFault.error.inFuture',
  closedBeforeDiscovery: 'fleetFault.error.closedBeforeDiscovery',
  /** The deferral would exceed MEL_MAX_DAYS in all. */
  tooLong: 'fleetFault.error.tooLong', // {max}
  badZone: 'fleetFault.error.badZone',
  endBeforeStart: 'maintenance.error.endBeforeStart',
  cycleIncomplete: 'maintenance.error.cycleIncomplete',
  /** Only a planned item is confirmed, cancelled or edited. */
  notPlanned: 'maintenance.error.notPlanned',
} as const;
export type FleetErrorKey = (typeof FK)[keyof typeof FK];
export const FLEET_ERROR_KEYS: readonly FleetErrorKey[] = Object.freeze(Object.values(FK));

/** How far ahead of the server's clock a reported time may be (clock skew of the reporting device). */
export const FUTURE_SLACK_MS = 5 * 60_000;
