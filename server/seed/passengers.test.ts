import { describe, expect, it } from 'vitest';
import { customerCircle, tripPassengers } from './passengers';

describe('demo passengers', () => {
  it('gives each customer a fixed circle of distinct travellers with documents', () => {
    const circle = customerCircle(3);
    expect(circle).toEqual(customerCircle(3));
    expect(circle).toHaveLength(6);
    expect(new Set(circle.map((p) => p.documentNumber)).size).toBe(6);
    for (const p of circle) expect(p.name.trim()).not.toBe('');
    expect(customerCircle(4)).not.toEqual(circle);
  });

  it('puts one to three of the circle on a trip, deterministically, so people recur across trips', () => {
    const circle = new Set(customerCircle(5).map((p) => p.documentNumber));
    const seen = new Map<string, number>();
    for (let trip = 0; trip < 40; trip++) {
      const pax = tripPassengers(5, trip);
      expect(pax).toEqual(tripPassengers(5, trip));
      expect(pax.length).toBeGreaterThanOrEqual(1);
      expect(pax.length).toBeLessThanOrEqual(3);
      expect(new Set(pax.map((p) => p.documentNumber)).size).toBe(pax.length);
      for (const p of pax) {
        expect(circle.has(p.documentNumber)).toBe(true);
        seen.set(p.documentNumber, (seen.get(p.documentNumber) ?? 0) + 1);
      }
    }
    expect(Math.max(...seen.values())).toBeGreaterThan(10);
  });
});
