/** Enumerations of the fleet, customer, crew and airport records, shared by browser, contract and import columns. */
export const CUSTOMER_TYPES = [1, 2] as const;
export const CREW_TYPES = ['pilot', 'cabin', 'maintenance'] as const;
export const CREW_POSITIONS = ['captain', 'firstOfficer', 'secondOfficer', 'purser', 'flightAttendant', 'engineer', 'mechanic'] as const;
export const CREW_STATUSES = ['active', 'inactive'] as const;
export const CREW_SEXES = ['M', 'F'] as const;
export const AIRPORT_NATURES = ['domestic', 'international', 'military', 'joint'] as const;
export const AIRPORT_GRADES = [1, 2, 3] as const;
/** Operation of an aircraft (requirements D4 "Fleet type"): own, hosted (managed for a customer), proxy (agency). */
export const FLEET_TYPES = ['own', 'hosted', 'proxy'] as const;
/** Aircraft status (requirements D4): airworthy, regular inspection (scheduled maintenance), MEL, AOG. */
export const AIRCRAFT_STATUSES = ['airworthy', 'maintenance', 'mel', 'aog'] as const;
