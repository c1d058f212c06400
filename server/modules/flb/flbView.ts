/**
 * A log as the API answers it (list row, detail, history changes) and the figures the domain rules
 * check (epoch ms instants), from a stored row merged with what a body gives.
 */
import type { FlbCreate, FlbDetail, FlbRow } from '../../../src/contract/flb';
import { FLB_ERR, durationsOf, fieldOrigins, flightMinutesOf, type AdsbFigures, type FlbFigures, type FlbProblem, type FlightTimeBasis } from '../../../src/domain/flb/rules';
import { AppError, badRequest } from '../../lib/errors';
import type { AircraftFacts, Joined, LogRow } from './flbRepository';

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The figures of a stored log, instants as epoch ms. */
export function figuresOf(r: Pick<LogRow, keyof FlbFigures>): FlbFigures {
  return {
    outUtc: ms(r.outUtc),
    offUtc: ms(r.offUtc),
    onUtc: ms(r.onUtc),
    inUtc: ms(r.inUtc),
    blockMinutes: r.blockMinutes,
    airMinutes: r.airMinutes,
    flightMinutes: r.flightMinutes,
    landings: r.landings,
    nightMinutes: r.nightMinutes,
    mileageKm: r.mileageKm,
    remainFuel: r.remainFuel,
    upliftFuel: r.upliftFuel,
    totalFuel: r.totalFuel,
    blockFuel: r.blockFuel,
    flightFuel: r.flightFuel,
    paxNum: r.paxNum,
  };
}

type Fields = Omit<FlbCreate, 'legId'>;
const TIMES = ['outUtc', 'offUtc', 'onUtc', 'inUtc'] as const;

/** A body's figures as column values: instants to Dates; undefined stays undefined (unchanged). */
export function valuesOf(input: Fields): Partial<LogRow> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if ((TIMES as readonly string[]).includes(k)) {
      if (v === null) out[k] = null;
      else {
        const d = new Date(v as string);
        if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > 2200) throw badRequest({ fields: { [k]: { key: 'validation.date.invalid' } } });
        out[k] = d;
      }
    } else if (k === 'note') out[k] = v === null ? null : String(v).trim() || null;
    else if (k === 'corrections') out[k] = Object.fromEntries(Object.entries(v as object).filter(([, why]) => typeof why === 'string' && why.trim()).map(([f, why]) => [f, (why as string).trim()]));
    else out[k] = v;
  }
  return out as Partial<LogRow>;
}

/**
 * Durations left empty (or not sent and without a correction) follow the times. Flight time not
 * sent follows the basis duration as the log has it: a corrected block time (basis block) carries
 * its correction and reason into the flight time.
 */
export function fillDurations(row: LogRow, given: Partial<LogRow>, basis: FlightTimeBasis): Partial<LogRow> {
  const d = durationsOf({ outUtc: ms(row.outUtc), offUtc: ms(row.offUtc), onUtc: ms(row.onUtc), inUtc: ms(row.inUtc) });
  const corrections = { ...(row.corrections ?? {}) };
  const out: Partial<LogRow> = {};
  const keep = (f: 'blockMinutes' | 'airMinutes' | 'flightMinutes') => (given[f] !== undefined && given[f] !== null) || (!!(corrections[f] ?? '').trim() && row[f] !== null);
  for (const f of ['blockMinutes', 'airMinutes'] as const) if (!keep(f) && (d[f] !== null || given[f] === null)) out[f] = d[f];
  const basisField = basis === 'block' ? 'blockMinutes' : 'airMinutes';
  if (!keep('flightMinutes')) {
    const why = (corrections[basisField] ?? '').trim();
    const fromTimes = flightMinutesOf(basis, d);
    const value = why ? (out[basisField] !== undefined ? out[basisField]! : row[basisField]) : fromTimes;
    if (value !== null || given.flightMinutes === null) out.flightMinutes = value;
    if (value !== null && value !== fromTimes && why) out.corrections = { ...corrections, flightMinutes: why };
    else if (corrections.flightMinutes && given.flightMinutes === undefined) {
      const { flightMinutes: _f, ...rest } = corrections;
      out.corrections = rest;
    }
  }
  return out;
}

/** 400 with the first problem's key; every problem (field, key, params) for the form. */
export function problemsError(problems: readonly FlbProblem[]): AppError {
  const fields: Record<string, { key: string; params?: object }> = {};
  for (const p of problems) fields[p.field] ??= { key: p.key, ...(p.params ? { params: p.params } : {}) };
  return new AppError(400, problems[0]!.key, { problems, fields });
}

export const longFlightError = (flightMinutes: number | null) => new AppError(409, FLB_ERR.longFlight, { flightMinutes });

/** One list row. */
export function rowOf(j: Joined): FlbRow {
  const r = j.log;
  return {
    id: r.id,
    legId: r.legId,
    tripId: r.tripId,
    tripNumber: j.tripNumber,
    legNumber: j.legNumber,
    flightNo: j.flightNo,
    aircraftId: r.aircraftId,
    tailNo: j.tailNo,
    departureIcao: j.departureIcao,
    arrivalIcao: j.arrivalIcao,
    plannedDepartureUtc: j.plannedDepartureUtc,
    status: r.status,
    origin: r.origin,
    outUtc: r.outUtc,
    offUtc: r.offUtc,
    onUtc: r.onUtc,
    inUtc: r.inUtc,
    blockMinutes: r.blockMinutes,
    airMinutes: r.airMinutes,
    flightMinutes: r.flightMinutes,
    nightMinutes: r.nightMinutes,
    landings: r.landings,
    blockFuel: r.blockFuel,
    fuelUnit: r.fuelUnit,
    paxNum: r.paxNum,
    mileageKm: r.mileageKm,
    crewNames: r.operatingCrew.map((c) => c.name).join(', '),
    incomplete: r.incomplete,
    recheck: r.recheck,
    recheckReason: r.recheckReason,
    confirmedBy: r.confirmedBy,
    confirmedTime: r.confirmedTime,
    createAuthor: r.createAuthor,
    createTime: r.createTime,
    updateAuthor: r.updateAuthor,
    updateTime: r.updateTime,
    version: r.version,
  } as unknown as FlbRow;
}

export interface DetailFacts {
  aircraft: AircraftFacts;
  basis: FlightTimeBasis;
  previousInUtc: Date | null;
  editable: boolean;
}

/** The edit screen's log. */
export function detailOf(j: Joined, f: DetailFacts): FlbDetail {
  const r = j.log;
  const adsb = (r.adsb ?? null) as AdsbFigures | null;
  const current = figuresOf(r);
  return {
    ...rowOf(j),
    engines: r.engines,
    apuMinutes: r.apuMinutes,
    apuCycles: r.apuCycles,
    remainFuel: r.remainFuel,
    upliftFuel: r.upliftFuel,
    totalFuel: r.totalFuel,
    flightFuel: r.flightFuel,
    ownerUse: r.ownerUse,
    ownerPay: r.ownerPay,
    operatingCrew: r.operatingCrew,
    monitoringCrew: r.monitoringCrew,
    corrections: r.corrections,
    note: r.note,
    plannedArrivalUtc: j.plannedArrivalUtc,
    installedEngines: f.aircraft.installedEngines,
    hasApu: f.aircraft.hasApu,
    flightTimeBasis: f.basis,
    previousInUtc: f.previousInUtc,
    adsb,
    adsbNotes: r.adsbNotes ?? null,
    origins: fieldOrigins(current, adsb),
    syncSource: r.syncSource,
    syncRef: r.syncRef,
    recheckBy: r.recheckBy,
    recheckTime: r.recheckTime,
    editable: f.editable,
  } as unknown as FlbDetail;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** The history's changes: fields that differ from the previous snapshot (every field the first time). */
export function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys.filter((k) => !same(before?.[k], after[k]) && (before !== null || (after[k] !== null && !same(after[k], {}) && !same(after[k], [])))).map((k) => ({ field: k, before: before?.[k] ?? null, after: after[k] ?? null }));
}
