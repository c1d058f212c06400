/** Test-only: a drafted flight log of a leg (OUT 02:03:27Z, block 1:48), every figure overridable. */
import type { FlbDetail } from '../../../contract/flb';

export const T0 = Date.parse('2026-03-01T02:03:27Z');
export const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

export function flbLog(over: Partial<FlbDetail> = {}): FlbDetail {
  return {
    id: 'log-1', legId: 'leg-1', tripId: 'trip-1', tripNumber: 'T1', legNumber: 1, flightNo: 'B1', aircraftId: 'ac-1', tailNo: 'B-652A',
    departureIcao: 'ZBAA', arrivalIcao: 'ZSSS', plannedDepartureUtc: iso(0), plannedArrivalUtc: iso(120), status: 'draft', origin: 'adsb',
    outUtc: iso(0), offUtc: iso(10), onUtc: iso(100), inUtc: iso(108), blockMinutes: 108, airMinutes: 90, flightMinutes: 108, nightMinutes: 0, landings: 1,
    blockFuel: null, fuelUnit: 'kg', paxNum: null, mileageKm: 1080, crewNames: '', incomplete: false, recheck: false, recheckReason: null, confirmedBy: null, confirmedTime: null,
    createAuthor: null, createTime: iso(0), updateAuthor: null, updateTime: iso(0), version: 3,
    engines: { left: { minutes: 108, cycles: 1 }, right: { minutes: 108, cycles: 1 } }, apuMinutes: null, apuCycles: null,
    remainFuel: null, upliftFuel: null, totalFuel: null, flightFuel: null, ownerUse: false, ownerPay: false, operatingCrew: [], monitoringCrew: [],
    corrections: {}, note: null, installedEngines: ['left', 'right'], hasApu: true, flightTimeBasis: 'block', previousInUtc: null,
    adsb: { outUtc: T0, offUtc: T0 + 600_000, onUtc: T0 + 6_000_000, inUtc: T0 + 6_480_000, blockMinutes: 108, airMinutes: 90, flightMinutes: 108, landings: 1, mileageKm: 1080, nightMinutes: 0 },
    adsbNotes: { rejectedTakeoff: false, estimatedOff: false, estimatedOn: false, samples: 400 },
    origins: {}, syncSource: null, syncRef: null, recheckBy: null, recheckTime: null, editable: true,
    ...over,
  } as FlbDetail;
}
