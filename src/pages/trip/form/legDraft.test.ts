import { describe, expect, it } from 'vitest';
import { applyChange, changedFields, checkDrafts, convertDraft, draftOfLeg, emptyDraft, estimateEte, legInputOf, type AirportBook, type Clock, type LegDraft } from './legDraft';

const airports: AirportBook = {
  ZBAA: { icao: 'ZBAA', timeZone: 'Asia/Shanghai', latitude: 40.08, longitude: 116.58 },
  ZSPD: { icao: 'ZSPD', timeZone: 'Asia/Shanghai', latitude: 31.14, longitude: 121.81 },
  RJTT: { icao: 'RJTT', timeZone: 'Asia/Tokyo', latitude: 35.55, longitude: 139.78 },
  EGLL: { icao: 'EGLL', timeZone: 'Europe/London', latitude: 51.47, longitude: -0.45 },
};
const beijing: Clock = { timeType: 'Beijing', airports };
const utc: Clock = { timeType: 'UTC', airports };
const local: Clock = { timeType: 'Local', airports };

function leg(patch: Partial<LegDraft> = {}): LegDraft {
  return {
    ...emptyDraft('k'),
    purpose: 'business',
    operationNature: 'charter',
    departureIcao: 'ZBAA',
    arrivalIcao: 'ZSPD',
    departureDate: '2030-05-01',
    departureTime: '10:00',
    arrivalDate: '2030-05-01',
    arrivalTime: '12:10',
    arrivalTyped: true,
    ...patch,
  };
}

describe('time types of the form', () => {
  it('sends Beijing times as UTC instants (8 hours earlier)', () => {
    expect(legInputOf(leg(), beijing)).toMatchObject({ plannedDepartureUtc: '2030-05-01T02:00:00.000Z', plannedArrivalUtc: '2030-05-01T04:10:00.000Z' });
    expect(legInputOf(leg(), utc)).toMatchObject({ plannedDepartureUtc: '2030-05-01T10:00:00.000Z' });
  });
  it('reads Local in each airport own zone', () => {
    const d = leg({ arrivalIcao: 'RJTT', arrivalDate: '2030-05-01', arrivalTime: '14:30' });
    expect(legInputOf(d, local)).toMatchObject({ plannedDepartureUtc: '2030-05-01T02:00:00.000Z', plannedArrivalUtc: '2030-05-01T05:30:00.000Z' });
  });
  it('switching the clock keeps the instants', () => {
    const d = leg({ arrivalIcao: 'RJTT', arrivalTime: '14:30' });
    const inUtc = convertDraft(d, local, utc);
    expect([inUtc.departureTime, inUtc.arrivalTime]).toEqual(['02:00', '05:30']);
    expect(legInputOf(inUtc, utc)).toEqual(legInputOf(d, local));
    // an incomplete time stays as typed
    expect(convertDraft(leg({ departureTime: '' }), beijing, utc).departureDate).toBe('2030-05-01');
  });
  it('shows a saved leg in the clock and sends it back unchanged', () => {
    const saved = { id: 'l1', flightNo: 'F1', purpose: 'business', operationNature: 'charter', departureIcao: 'ZBAA', arrivalIcao: 'ZSPD', plannedDepartureUtc: '2030-05-01T02:00:00.000Z', plannedArrivalUtc: '2030-05-01T04:10:00.000Z', eteMinutes: 130, note: null };
    const d = draftOfLeg(saved, beijing);
    expect([d.departureDate, d.departureTime, d.arrivalTime, d.ete]).toEqual(['2030-05-01', '10:00', '12:10', '2:10']);
    const input = legInputOf(d, beijing);
    expect(changedFields(input, input)).toEqual({});
    expect(changedFields(input, legInputOf({ ...d, flightNo: '', arrivalTime: '12:30' }, beijing))).toEqual({ flightNo: null, plannedArrivalUtc: '2030-05-01T04:30:00.000Z' });
  });
});

describe('ETE and arrival filling', () => {
  it('estimates from the great circle at the default speed or the type speed', () => {
    // ZBAA–ZSPD is about 1100 km: 1100/800 h + 15 min ≈ 97.5 → 100 (nearest 5)
    expect(estimateEte({ departureIcao: 'ZBAA', arrivalIcao: 'ZSPD' }, airports)).toBe(100);
    expect(estimateEte({ departureIcao: 'ZBAA', arrivalIcao: 'ZSPD' }, airports, { cruiseSpeedKmh: 500, taxiMinutes: 0 })).toBe(130);
    expect(estimateEte({ departureIcao: 'ZBAA', arrivalIcao: 'XXXX' }, airports)).toBeNull();
  });
  it('fills ETE and arrival until the user types them', () => {
    const ctx = { ...beijing, aircraftType: null };
    let d = applyChange(emptyDraft('a'), { departureIcao: 'zbaa', arrivalIcao: 'ZSPD', departureDate: '2030-05-01', departureTime: '23:00' }, ctx);
    expect(d.departureIcao).toBe('ZBAA');
    expect([d.ete, d.arrivalDate, d.arrivalTime]).toEqual(['1:40', '2030-05-02', '00:40']);
    d = applyChange(d, { ete: '2:00' }, ctx);
    expect([d.eteTyped, d.arrivalTime]).toEqual([true, '01:00']);
    d = applyChange(d, { arrivalTime: '01:30' }, ctx);
    expect(d.arrivalTyped).toBe(true);
    d = applyChange(d, { departureTime: '22:00' }, ctx);
    expect(d.arrivalTime).toBe('01:30');
    // clearing the arrival resumes the filling
    d = applyChange(d, { arrivalDate: '', arrivalTime: '' }, ctx);
    expect([d.arrivalTyped, d.arrivalDate, d.arrivalTime]).toEqual([false, '2030-05-02', '00:00']);
  });
  it('fills a Local arrival in the arrival airport clock', () => {
    const d = applyChange(emptyDraft('a'), { departureIcao: 'ZBAA', arrivalIcao: 'RJTT', departureDate: '2030-05-01', departureTime: '10:00', ete: '3:00' }, { ...local, aircraftType: null });
    expect([d.arrivalDate, d.arrivalTime]).toEqual(['2030-05-01', '14:00']);
  });
});

describe('checks of the rows (the domain leg form)', () => {
  it('reports required fields and bad times on their fields', () => {
    const r = checkDrafts([emptyDraft('a')], beijing);
    expect(r.ok).toBe(false);
    expect(Object.fromEntries(Object.entries(r.errors[0]!).map(([f, e]) => [f, e!.key]))).toEqual({
      purpose: 'trip.error.required',
      operationNature: 'trip.error.required',
      departureIcao: 'trip.error.required',
      arrivalIcao: 'trip.error.required',
      departureDate: 'trip.error.required',
      arrivalDate: 'trip.error.required',
      departureTime: 'trip.error.required',
      arrivalTime: 'trip.error.required',
    });
    expect(checkDrafts([leg({ arrivalTime: '09:00' })], beijing).errors[0]).toEqual({ arrivalTime: { key: 'trip.error.arrivalBeforeDeparture' } });
    expect(checkDrafts([leg({ ete: '1:75' })], beijing).errors[0]).toEqual({ ete: { key: 'trip.error.flightTimeInvalid' } });
    expect(checkDrafts([leg({ ete: '25:00' })], beijing).errors[0]).toEqual({ ete: { key: 'trip.error.flightTimeInvalid' } });
  });
  it('compares arrival and departure across clocks (Local)', () => {
    // 10:00 in Beijing is 02:00Z; 09:30 in London (BST) is 08:30Z: later, no error
    expect(checkDrafts([leg({ arrivalIcao: 'EGLL', arrivalTime: '09:30' })], local).ok).toBe(true);
  });
  it('collects the warnings of every row with its leg number', () => {
    const rows = [leg(), leg({ key: 'b', departureIcao: 'ZBAA', arrivalIcao: 'ZBAA', departureDate: '2030-05-02', arrivalDate: '2030-05-03', arrivalTime: '00:00' })];
    const r = checkDrafts(rows, beijing);
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => [w.legNumber, w.key])).toEqual([
      [1, 'trip.warning.discontinuous'],
      [2, 'trip.warning.flightTimeLong'],
      [2, 'trip.warning.sameAirport'],
      [2, 'trip.warning.discontinuous'],
    ]);
  });
  it('checks a single leg against the trip legs around it', () => {
    const r = checkDrafts([leg()], beijing, { before: 'ZSPD', after: 'ZSPD', firstNumber: 3 });
    expect(r.warnings).toEqual([{ legNumber: 3, field: 'departureIcao', key: 'trip.warning.discontinuous', params: { expected: 'ZSPD' } }]);
  });
});

describe('ETE of a typed arrival', () => {
  it('follows arrival minus departure until the ETE is typed', () => {
    const ctx = { ...beijing, aircraftType: null };
    let d = applyChange(emptyDraft('a'), { departureIcao: 'ZBAA', arrivalIcao: 'ZSPD', departureDate: '2030-05-01', departureTime: '10:00' }, ctx);
    d = applyChange(d, { arrivalTime: '12:30' }, ctx);
    expect([d.arrivalTyped, d.ete]).toEqual([true, '2:30']);
    // an arrival before the departure gives no flight time: the estimate stays
    d = applyChange(d, { arrivalTime: '09:00' }, ctx);
    expect(d.ete).toBe('1:40');
  });
});
