import { describe, expect, it } from 'vitest';
import { headerTicks, minorStepMinutes, type TickFormatter } from './ticks';
import { TimeScale, type OffsetFn } from './timeScale';

const iso: TickFormatter = ({ wallMs, unit, row }) => {
  const s = new Date(wallMs).toISOString();
  if (row === 'major') return unit === 'hour' ? s.slice(0, 13) : unit === 'day' ? s.slice(0, 10) : unit === 'month' ? s.slice(0, 7) : s.slice(0, 4);
  return unit === 'day' ? s.slice(5, 10) : s.slice(11, 16);
};
const BEIJING: OffsetFn = () => 8 * 3_600_000;
const at = (...p: number[]) => Date.UTC(p[0] ?? 2026, p[1] ?? 0, p[2] ?? 1, p[3] ?? 0, p[4] ?? 0);

function ticksFor(start: number, scale: number, cellWidth: number, widthPx: number, offset?: OffsetFn) {
  const ts = TimeScale.of(start, scale, cellWidth);
  return { ts, h: headerTicks(ts, ts.visibleRange(widthPx), { format: iso, ...(offset ? { offset } : {}) }) };
}

describe('minorStepMinutes', () => {
  it('labels every cell when the cell is wide enough, else a nice multiple', () => {
    expect(minorStepMinutes(60, 50)).toBe(60);
    expect(minorStepMinutes(1, 50)).toBe(1);
    expect(minorStepMinutes(60, 20)).toBe(120);
    expect(minorStepMinutes(1, 10)).toBe(4);
    expect(minorStepMinutes(12, 10)).toBe(48);
    expect(minorStepMinutes(1440, 30)).toBe(2880);
    expect(minorStepMinutes(2880, 50)).toBe(2880);
    expect(minorStepMinutes(720, 5, 40)).toBe(5760);
  });
});

describe('headerTicks', () => {
  it('1-minute scale: a tick per minute, the hour as major', () => {
    const { h } = ticksFor(at(2026, 10, 22, 7, 0), 1, 50, 1000);
    expect(h.minorStepMinutes).toBe(1);
    expect(h.minor).toHaveLength(21);
    expect(h.minor[0]).toEqual({ ms: at(2026, 10, 22, 7, 0), px: 0, label: '07:00' });
    expect(h.minor[3]).toMatchObject({ px: 150, label: '07:03' });
    expect(h.major).toEqual([{ ms: at(2026, 10, 22, 7), px: 0, label: '2026-11-22T07' }]);
    expect(h.majorUnit).toBe('hour');
  });

  it('a range starting mid-cell begins with the next boundary; the major row keeps its group', () => {
    const { h } = ticksFor(at(2026, 10, 22, 7, 30), 60, 50, 500);
    expect(h.minor.map((t) => t.label)).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(h.minor[0]?.px).toBe(25);
    expect(h.major).toHaveLength(1);
    expect(h.major[0]).toMatchObject({ label: '2026-11-22', px: -375 });
  });

  it('60-minute scale across midnight gives two days', () => {
    const { h } = ticksFor(at(2026, 10, 22, 20), 60, 50, 500);
    expect(h.major.map((t) => t.label)).toEqual(['2026-11-22', '2026-11-23']);
    expect(h.major[1]?.px).toBe(200);
  });

  it('narrow cells thin the minor row', () => {
    const { h } = ticksFor(at(2026, 10, 22), 60, 20, 480);
    expect(h.minorStepMinutes).toBe(120);
    expect(h.minor.map((t) => t.px)).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 440, 480]);
  });

  it('2-day scale: every other day aligned with the snap, months as major', () => {
    const { h } = ticksFor(at(2026, 10, 20), 2880, 50, 500);
    expect(h.minorStepMinutes).toBe(2880);
    expect(h.minorUnit).toBe('day');
    const days = h.minor.map((t) => t.ms);
    expect(days.length).toBeGreaterThanOrEqual(10);
    for (const d of days) expect((d / 86_400_000) % 2).toBe(0);
    for (let i = 1; i < days.length; i++) expect((days[i] as number) - (days[i - 1] as number)).toBe(2 * 86_400_000);
    expect(h.majorUnit).toBe('month');
    expect(h.major.map((t) => t.label)).toEqual(['2026-11', '2026-12']);
  });

  it('30-day scale groups by year', () => {
    const { h } = ticksFor(at(2026, 0, 1), 43_200, 50, 1000);
    expect(h.majorUnit).toBe('year');
    expect(h.major.map((t) => t.label)).toEqual(['2026', '2027']);
  });

  it('Beijing offset: day ticks at Beijing midnight, labels in Beijing time', () => {
    const { h } = ticksFor(at(2026, 10, 22), 1440, 50, 150, BEIJING);
    expect(h.minor.map((t) => t.ms)).toEqual([at(2026, 10, 22, 16), at(2026, 10, 23, 16), at(2026, 10, 24, 16)]);
    expect(h.minor.map((t) => t.label)).toEqual(['11-23', '11-24', '11-25']);
    const hours = ticksFor(at(2026, 10, 22, 0), 60, 50, 100, BEIJING).h;
    expect(hours.minor.map((t) => t.label)).toEqual(['08:00', '09:00', '10:00']);
    expect(hours.major[0]?.label).toBe('2026-11-22');
  });

  it('ticks are strictly increasing and inside the range', () => {
    for (const scale of [1, 5, 12, 30, 120, 720, 1440, 4320]) {
      const { ts, h } = ticksFor(at(2026, 5, 3, 5, 17), scale, 37, 1280);
      const range = ts.visibleRange(1280);
      expect(h.minor.length).toBeGreaterThan(0);
      for (let i = 0; i < h.minor.length; i++) {
        const t = h.minor[i] as { ms: number };
        expect(t.ms).toBeGreaterThanOrEqual(range.startMs);
        expect(t.ms).toBeLessThanOrEqual(range.endMs);
        if (i > 0) expect(t.ms).toBeGreaterThan((h.minor[i - 1] as { ms: number }).ms);
      }
      expect((h.major[0] as { ms: number }).ms).toBeLessThanOrEqual(range.startMs);
    }
  });
});
