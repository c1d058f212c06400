import { describe, expect, it } from 'vitest';
import { detectBrowserProblems } from './browserSupport';
import { EXPIRY_PROMPT_LEAD_MS, expiryPromptDelay, minutesLeft } from './expiry';
import { needsUpdate } from './updateCheck';

describe('update check', () => {
  it('updates when the server runs another version than this build', () => {
    expect(needsUpdate('2.0.1', '2.0.0', null)).toBe(true);
    expect(needsUpdate('2.0.1', '2.0.0', '2.0.0')).toBe(true);
  });
  it('does not update for the same version or an unknown one', () => {
    expect(needsUpdate('2.0.0', '2.0.0', null)).toBe(false);
    expect(needsUpdate('2.0.0', '2.0.0', '1.9.0')).toBe(false);
    expect(needsUpdate(null, '2.0.0', null)).toBe(false);
    expect(needsUpdate('', '2.0.0', null)).toBe(false);
  });
  it('does not loop when the reload for that version still serves the old bundle', () => {
    expect(needsUpdate('2.0.1', '2.0.0', '2.0.1')).toBe(false);
  });
});

describe('expiry prompt timing', () => {
  const now = Date.parse('2024-10-25T08:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('waits until five minutes before the expiry', () => {
    expect(expiryPromptDelay(at(60 * 60_000), now)).toBe(55 * 60_000);
    expect(expiryPromptDelay(at(EXPIRY_PROMPT_LEAD_MS + 1), now)).toBe(1);
  });
  it('prompts at once inside the last five minutes', () => {
    expect(expiryPromptDelay(at(EXPIRY_PROMPT_LEAD_MS), now)).toBe(0);
    expect(expiryPromptDelay(at(60_000), now)).toBe(0);
  });
  it('never prompts without an expiry or after it', () => {
    expect(expiryPromptDelay(null, now)).toBeNull();
    expect(expiryPromptDelay('not a date', now)).toBeNull();
    expect(expiryPromptDelay(at(0), now)).toBeNull();
    expect(expiryPromptDelay(at(-1), now)).toBeNull();
  });
  it('caps the delay at what setTimeout accepts', () => {
    expect(expiryPromptDelay(at(60 * 24 * 3600_000), now)).toBe(2_147_483_647);
  });
  it('tells whole minutes left', () => {
    expect(minutesLeft(at(4 * 60_000 + 1), now)).toBe(5);
    expect(minutesLeft(at(1000), now)).toBe(1);
    expect(minutesLeft(at(-1000), now)).toBe(0);
  });
});

describe('browser support', () => {
  const modern = () => ({
    BigInt: () => 0,
    Promise: { allSettled: () => 0 },
    String: { prototype: { matchAll: () => 0 } },
    globalThis: {},
    structuredClone: () => 0,
    fetch: () => 0,
    WebSocket: class {},
  });
  it('finds nothing missing in a current browser', () => {
    expect(detectBrowserProblems(modern())).toEqual({ oldBrowser: false, noWebSocket: false });
  });
  it('flags an old browser without ES2020 built-ins, structuredClone or fetch', () => {
    for (const missing of ['BigInt', 'structuredClone', 'fetch', 'globalThis'] as const) {
      const w: Record<string, unknown> = modern();
      delete w[missing];
      expect(detectBrowserProblems(w).oldBrowser).toBe(true);
    }
    expect(detectBrowserProblems({ ...modern(), Promise: {} }).oldBrowser).toBe(true);
  });
  it('flags a browser without web-socket', () => {
    const w: Record<string, unknown> = modern();
    delete w.WebSocket;
    expect(detectBrowserProblems(w)).toEqual({ oldBrowser: false, noWebSocket: true });
  });
});
