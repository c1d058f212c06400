import { describe, expect, it } from 'vitest';
import { aircraftStatistics, flightsFromFlightLogs, flightsFromLegActuals, fuelKgOf, hoursText, LAST_FLIGHTS, statisticsSource, type FlightFigures, type FlightLogFlight } from './statistics';

const flight = (i: number, over: Partial<FlightFigures> = {}): FlightFigures => ({
  offUtc: `2026-01-${String(i).padStart(2, '0')}T08:00:00.000Z`,
  airMinutes: 120,
  blockMinutes: 140,
  landings: 1,
  engines: { left: { minutes: 120, cycles: 1 }, right: { minutes: 120, cycles: 1 } },
  apu: { minutes: 30, cycles: 1 },
  fuelKg: 2000,
  ...over,
});

describe('aircraftStatistics', () => {
  it('totals flight and block time, landings, engines per position and the APU', () => {
    const s = aircraftStatistics([flight(1), flight(2, { airMinutes: 95, blockMinutes: 110, landings: 2, engines: { left: { minutes: 95, cycles: 2 }, right: { minutes: 95, cycles: 2 } } })]);
    expect(s).toMatchObject({ flights: 2, flightMinutes: 215, blockMinutes: 250, landings: 3, apuMinutes: 60, apuCycles: 2 });
    expect(s.engineMinutes).toEqual({ left: 215, middle: null, right: 215 });
    expect(s.engineCycles).toEqual({ left: 3, middle: null, right: 3 });
  });

  it('averages fuel per flight hour over all flights and over the last 10 by take-off time', () => {
    // 12 flights of 2 h: the two oldest burn 6000 kg (3000 kg/h), the newest ten 2000 kg (1000 kg/h)
    const flights = Array.from({ length: 12 }, (_, i) => flight(i + 1, { fuelKg: i < 2 ? 6000 : 2000 }));
    const s = aircraftStatistics([...flights].reverse());
    expect(LAST_FLIGHTS).toBe(10);
    expect(s.fuelPerHourLast10Kg).toBe(1000);
    // (2·6000 + 10·2000) kg / 24 h
    expect(s.fuelPerHourKg).toBe(1333.3);
  });

  it('leaves out flights without fuel from the averages and answers null without any', () => {
    const s = aircraftStatistics([flight(1, { fuelKg: null }), flight(2, { fuelKg: 3000, airMinutes: 90 })]);
    expect(s.fuelPerHourKg).toBe(2000);
    const none = aircraftStatistics([flight(1, { fuelKg: null, apu: null })]);
    expect(none).toMatchObject({ fuelPerHourKg: null, fuelPerHourLast10Kg: null, apuMinutes: null, apuCycles: null });
  });

  it('answers zeros for no flights', () => {
    expect(aircraftStatistics([])).toMatchObject({ flights: 0, flightMinutes: 0, blockMinutes: 0, landings: 0, fuelPerHourKg: null });
  });
});

describe('flightsFromLegActuals', () => {
  it('takes off → on as flight time, adds the taxi minutes for block time, one landing and cycle per installed engine', () => {
    const flights = flightsFromLegActuals(
      [
        { actualOffUtc: '2026-03-01T02:10:00.000Z', actualOnUtc: '2026-03-01T04:55:00.000Z' },
        { actualOffUtc: '2026-03-02T02:00:00.000Z', actualOnUtc: '2026-03-02T01:00:00.000Z' }, // on before off: left out
      ],
      20,
      ['left', 'middle', 'right'],
    );
    expect(flights).toHaveLength(1);
    const s = aircraftStatistics(flights);
    expect(s).toMatchObject({ flightMinutes: 165, blockMinutes: 185, landings: 1, apuMinutes: null, fuelPerHourKg: null });
    expect(s.engineMinutes).toEqual({ left: 165, middle: 165, right: 165 });
    expect(s.engineCycles).toEqual({ left: 1, middle: 1, right: 1 });
  });
});

it('hoursText writes H:MM without wrapping days', () => {
  expect(hoursText(0)).toBe('0:00');
  expect(hoursText(74_045)).toBe('1234:05');
  expect(hoursText(null)).toBe('—');
});

describe('flightsFromFlightLogs', () => {
  const log = (over: Partial<FlightLogFlight> = {}): FlightLogFlight => ({
    outUtc: '2026-11-03T01:50:00Z',
    offUtc: '2026-11-03T02:00:00Z',
    onUtc: '2026-11-03T04:30:00Z',
    inUtc: '2026-11-03T04:38:00Z',
    blockMinutes: 168,
    airMinutes: 150,
    landings: 2,
    engines: {},
    apuMinutes: null,
    apuCycles: null,
    fuelUnit: 'kg',
    blockFuel: 2100,
    flightFuel: 1900,
    ...over,
  });

  it('takes the figures as logged, fuel used off → on', () => {
    const [f] = flightsFromFlightLogs([log({ engines: { left: { minutes: 152, cycles: 2 }, right: { minutes: 151, cycles: 2 } }, apuMinutes: 40, apuCycles: 1 })], ['left', 'middle', 'right']);
    expect(f).toEqual({ offUtc: '2026-11-03T02:00:00Z', airMinutes: 150, blockMinutes: 168, landings: 2, engines: { left: { minutes: 152, cycles: 2 }, right: { minutes: 151, cycles: 2 } }, apu: { minutes: 40, cycles: 1 }, fuelKg: 1900 });
  });

  it('without engine figures each installed engine runs the air time, one cycle per landing', () => {
    const [f] = flightsFromFlightLogs([log()], ['left', 'right']);
    expect(f!.engines).toEqual({ left: { minutes: 150, cycles: 2 }, right: { minutes: 150, cycles: 2 } });
    expect(f!.apu).toBeNull();
  });

  it('converts pounds to kg and falls back to the block fuel', () => {
    expect(flightsFromFlightLogs([log({ fuelUnit: 'lbs', flightFuel: 1000 })], [])[0]!.fuelKg).toBe(453.6);
    expect(flightsFromFlightLogs([log({ fuelUnit: 'lbs', flightFuel: null, blockFuel: 2000 })], [])[0]!.fuelKg).toBe(907.2);
    expect(flightsFromFlightLogs([log({ flightFuel: null, blockFuel: null })], [])[0]!.fuelKg).toBeNull();
    expect(fuelKgOf(null, 'lbs')).toBeNull();
  });

  it('derives missing durations from the times and leaves out logs without air time', () => {
    const [f] = flightsFromFlightLogs([log({ airMinutes: null, blockMinutes: null, landings: null })], []);
    expect(f).toMatchObject({ airMinutes: 150, blockMinutes: 168, landings: 1 });
    expect(flightsFromFlightLogs([log({ airMinutes: null, onUtc: null })], [])).toEqual([]);
    expect(flightsFromFlightLogs([log({ offUtc: null, outUtc: null })], [])).toEqual([]);
  });

  it('feeds the totals with APU and fuel averages', () => {
    const s = aircraftStatistics(flightsFromFlightLogs([log({ apuMinutes: 30, apuCycles: 1 }), log({ offUtc: '2026-11-04T02:00:00Z', flightFuel: 1100, airMinutes: 90, landings: 1 })], ['left', 'right']));
    expect(s).toMatchObject({ flights: 2, flightMinutes: 240, landings: 3, apuMinutes: 30, apuCycles: 1, fuelPerHourKg: 750 });
    expect(s.engineCycles).toEqual({ left: 3, middle: null, right: 3 });
  });
});

describe('statisticsSource', () => {
  it('says which source the flights came from', () => {
    expect(statisticsSource({ flightLogs: 0, legActuals: 0 })).toBe('legActuals');
    expect(statisticsSource({ flightLogs: 0, legActuals: 3 })).toBe('legActuals');
    expect(statisticsSource({ flightLogs: 2, legActuals: 0 })).toBe('flightLogs');
    expect(statisticsSource({ flightLogs: 2, legActuals: 1 })).toBe('mixed');
  });
});
