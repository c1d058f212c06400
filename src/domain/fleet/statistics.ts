/**
 * Aircraft statistics: totals over an aircraft's flights. The input is one entry per flight: from the
 * leg's confirmed flight log when it has one (`flightsFromFlightLogs`), else from the leg's actual
 * times (`flightsFromLegActuals`); the answer says which (`source`).
 */
import { ENGINE_POSITIONS, type EnginePosition, type FuelUnit } from './aircraftRules';

/** Average fuel uses the last this many flights (with fuel recorded). */
export const LAST_FLIGHTS = 10;

export const STATISTICS_SOURCES = ['legActuals', 'flightLogs', 'mixed'] as const;
/** Where the flights came from: all leg actuals, all confirmed flight logs, or some of each. */
export type StatisticsSource = (typeof STATISTICS_SOURCES)[number];

/** How many flights came from each source. */
export interface SourceCounts {
  flightLogs: number;
  legActuals: number;
}

/** The answer's source of the counts ('legActuals' also when there are no flights). */
export function statisticsSource(c: SourceCounts): StatisticsSource {
  if (c.flightLogs === 0) return 'legActuals';
  return c.legActuals === 0 ? 'flightLogs' : 'mixed';
}

/** One pound in kilograms. */
export const KG_PER_LB = 0.45359237;

export interface EngineRun {
  minutes: number;
  cycles: number;
}

export interface FlightFigures {
  /** When the flight took off (UTC ISO instant): orders the flights for "the last 10". */
  offUtc: string;
  blockMinutes: number;
  airMinutes: number;
  landings: number;
  engines: Partial<Record<EnginePosition, EngineRun>>;
  apu: EngineRun | null;
  /** Fuel used, kg; null when not recorded. */
  fuelKg: number | null;
}

export interface AircraftStatistics {
  flights: number;
  flightMinutes: number;
  blockMinutes: number;
  landings: number;
  engineMinutes: Record<EnginePosition, number | null>;
  engineCycles: Record<EnginePosition, number | null>;
  apuMinutes: number | null;
  apuCycles: number | null;
  /** kg per flight hour over every flight with fuel; null when none has. */
  fuelPerHourKg: number | null;
  /** kg per flight hour over the last 10 flights with fuel. */
  fuelPerHourLast10Kg: number | null;
}

const perHour = (flights: readonly FlightFigures[]): number | null => {
  const minutes = flights.reduce((s, f) => s + f.airMinutes, 0);
  if (flights.length === 0 || minutes <= 0) return null;
  const fuel = flights.reduce((s, f) => s + (f.fuelKg ?? 0), 0);
  return Math.round((fuel / minutes) * 60 * 10) / 10;
};

/** Totals of the flights: hours as minutes, engine and APU figures null where no flight has them. */
export function aircraftStatistics(flights: readonly FlightFigures[]): AircraftStatistics {
  const sum = (f: (x: FlightFigures) => number) => flights.reduce((s, x) => s + f(x), 0);
  const optional = (f: (x: FlightFigures) => number | undefined) => {
    const values = flights.map(f).filter((v): v is number => v !== undefined);
    return values.length === 0 ? null : values.reduce((s, v) => s + v, 0);
  };
  const engineMinutes = {} as Record<EnginePosition, number | null>;
  const engineCycles = {} as Record<EnginePosition, number | null>;
  for (const p of ENGINE_POSITIONS) {
    engineMinutes[p] = optional((x) => x.engines[p]?.minutes);
    engineCycles[p] = optional((x) => x.engines[p]?.cycles);
  }
  const fuelled = flights.filter((f) => f.fuelKg !== null).sort((a, b) => (a.offUtc < b.offUtc ? -1 : a.offUtc > b.offUtc ? 1 : 0));
  return {
    flights: flights.length,
    flightMinutes: sum((x) => x.airMinutes),
    blockMinutes: sum((x) => x.blockMinutes),
    landings: sum((x) => x.landings),
    engineMinutes,
    engineCycles,
    apuMinutes: optional((x) => x.apu?.minutes),
    apuCycles: optional((x) => x.apu?.cycles),
    fuelPerHourKg: perHour(fuelled),
    fuelPerHourLast10Kg: perHour(fuelled.slice(-LAST_FLIGHTS)),
  };
}

/** A flown leg's actual times (UTC ISO instants). */
export interface LegActuals {
  actualOffUtc: string;
  actualOnUtc: string;
}

/**
 * Flights from flown legs' actual times: flight time off → on, block time that plus the type's
 * taxi minutes (legs keep no out/in times), one landing, each installed engine running the flight
 * time with one cycle; APU and fuel unknown.
 */
export function flightsFromLegActuals(legs: readonly LegActuals[], taxiMinutes: number, engines: readonly EnginePosition[]): FlightFigures[] {
  return legs.flatMap((l) => {
    const air = Math.round((Date.parse(l.actualOnUtc) - Date.parse(l.actualOffUtc)) / 60_000);
    if (!Number.isFinite(air) || air < 0) return [];
    const run = { minutes: air, cycles: 1 };
    return [{ offUtc: l.actualOffUtc, airMinutes: air, blockMinutes: air + Math.max(0, taxiMinutes), landings: 1, engines: Object.fromEntries(engines.map((p) => [p, run])), apu: null, fuelKg: null }];
  });
}

/** A confirmed flight log's figures (UTC ISO instants; fuel in the log's unit). */
export interface FlightLogFlight {
  outUtc: string | null;
  offUtc: string | null;
  onUtc: string | null;
  inUtc: string | null;
  blockMinutes: number | null;
  airMinutes: number | null;
  landings: number | null;
  engines: Partial<Record<EnginePosition, EngineRun>>;
  apuMinutes: number | null;
  apuCycles: number | null;
  fuelUnit: FuelUnit;
  blockFuel: number | null;
  flightFuel: number | null;
}

const minutesBetween = (from: string | null, to: string | null): number | null => {
  if (!from || !to) return null;
  const m = Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
  return Number.isFinite(m) && m >= 0 ? m : null;
};

/** Fuel in kg from an amount in `unit`, rounded to 0.1 kg. */
export function fuelKgOf(amount: number | null, unit: FuelUnit): number | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  return Math.round((unit === 'lbs' ? amount * KG_PER_LB : amount) * 10) / 10;
}

/**
 * Flights from confirmed flight logs, figures as logged: air minutes (else OFF → ON), block minutes
 * (else OUT → IN, else the air minutes), landings (else one). Engines: the logged positions when the
 * log has any engine figures; a log without them has each installed engine (`engines`) running the
 * air time with one cycle per landing. APU when logged (cycles 0 when only minutes are). Fuel used:
 * the flight fuel (OFF → ON), else the block fuel (OUT → IN), in kg. A log without OFF (nor OUT) or
 * without air time is left out.
 */
export function flightsFromFlightLogs(logs: readonly FlightLogFlight[], engines: readonly EnginePosition[]): FlightFigures[] {
  return logs.flatMap((l) => {
    const offUtc = l.offUtc ?? l.outUtc;
    const air = l.airMinutes ?? minutesBetween(l.offUtc, l.onUtc);
    if (!offUtc || air === null || air < 0) return [];
    const block = l.blockMinutes ?? minutesBetween(l.outUtc, l.inUtc) ?? air;
    const landings = l.landings ?? 1;
    const logged = ENGINE_POSITIONS.filter((p) => l.engines[p] !== undefined);
    const run = { minutes: air, cycles: landings };
    const engineRuns = logged.length > 0 ? Object.fromEntries(logged.map((p) => [p, { ...l.engines[p]! }])) : Object.fromEntries(engines.map((p) => [p, run]));
    const apu = l.apuMinutes === null ? null : { minutes: l.apuMinutes, cycles: l.apuCycles ?? 0 };
    return [{ offUtc, airMinutes: air, blockMinutes: block, landings, engines: engineRuns, apu, fuelKg: fuelKgOf(l.flightFuel ?? l.blockFuel, l.fuelUnit) }];
  });
}

/** 'H:MM' of minutes (hours not wrapped: '1234:05'). */
export function hoursText(minutes: number | null): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60);
  return `${h}:${String(minutes % 60).padStart(2, '0')}`;
}
