/**
 * A flight log draft from a leg's ADS-B samples: the OOOI times (./oooi.ts), the durations they
 * give, the landings, the distance flown and the night time at the aircraft's own position
 * (./night.ts) over the span the operator counts as flight time (block OUT → IN, or air OFF → ON).
 */
import type { PositionSample } from '../track/types';
import { nightMinutes } from './night';
import { extractOooi, type OooiDraft } from './oooi';
import { durationsOf, flightMinutesOf, type AdsbFigures, type FlightTimeBasis } from './rules';

export interface TrackDraft {
  figures: AdsbFigures;
  /** What the extraction could not tell or only estimated. */
  notes: { rejectedTakeoff: boolean; estimatedOff: boolean; estimatedOn: boolean; samples: number };
  landingAt: OooiDraft['landingAt'];
}

export function draftFromSamples(samples: readonly PositionSample[], fields: { departure: number | null; arrival: number | null }, basis: FlightTimeBasis): TrackDraft {
  const sorted = [...samples].sort((a, b) => a.time - b.time);
  const o = extractOooi(sorted, fields);
  const times = { outUtc: o.out, offUtc: o.off, onUtc: o.on, inUtc: o.in };
  const d = durationsOf(times);
  const flightMinutes = flightMinutesOf(basis, d);
  const [from, to] = basis === 'block' ? [o.out ?? o.off, o.in ?? o.on] : [o.off, o.on];
  const night = from !== null && to !== null ? nightMinutes(sorted, from, to) : null;
  return {
    figures: { ...times, ...d, flightMinutes, landings: o.off !== null ? o.landings : null, mileageKm: o.off !== null && o.on !== null ? o.distanceKm : null, nightMinutes: night },
    notes: { rejectedTakeoff: o.rejectedTakeoff, estimatedOff: o.estimated.off, estimatedOn: o.estimated.on, samples: sorted.length },
    landingAt: o.landingAt,
  };
}
