import { describe, expect, it } from 'vitest';
import { aircraftStatistics, flightsFromLegActuals, hoursText, LAST_FLIGHTS, type FlightFigures } from './statistics';

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
