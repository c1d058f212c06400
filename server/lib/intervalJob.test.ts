import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleRounds } from './intervalJob';

afterEach(() => vi.useRealTimers());

describe('scheduleRounds', () => {
  it('runs a round per tick, one at a time, logs failures and stops after the round in progress', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const rounds: number[] = [];
    const errors: unknown[] = [];
    const round = vi.fn(async () => {
      rounds.push(rounds.length);
      if (rounds.length === 2) throw new Error('boom');
      if (rounds.length === 3) await new Promise<void>((r) => (release = r));
    });
    const stop = scheduleRounds(round, (e) => errors.push(e), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000); // third round hangs
    await vi.advanceTimersByTimeAsync(3000); // ticks pass while it runs
    expect(round).toHaveBeenCalledTimes(3);
    const stopped = stop();
    release();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(round).toHaveBeenCalledTimes(3);
  });
});
