import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/legRecords.json';
import zh from '../../../locales/zh/legRecords.json';
import zhtw from '../../../locales/zhtw/legRecords.json';
import { TK } from './errors';
import {
  LEG_RECORD_KEYS,
  LRK,
  addCivilLeg,
  addDiversion,
  cancelDiversion,
  civilAmountIssue,
  civilAmountText,
  currencyValid,
  mergePassengers,
  passengerIdentity,
  renewLeg,
  renewPassengers,
} from './legRecords';
import { LEG_STATES, LegState, TripStatus, type LegState as State } from './states';

const trip = (states: State[], extra: { locked?: boolean; status?: TripStatus } = {}) => ({
  status: extra.status ?? TripStatus.preparing,
  locked: extra.locked ?? false,
  legs: states.map((state) => ({ state, isFerry: false })),
});
const pax = (id: string, name: string, documentNumber: string | null = null) => ({ id, name, documentNumber });

describe('diversions', () => {
  it('are recorded only for a released or flying leg', () => {
    for (const s of LEG_STATES) {
      const r = addDiversion({ state: s });
      if (s === LegState.released || s === LegState.flying) expect(r).toEqual({ ok: true, value: { status: 2 } });
      else expect(r).toMatchObject({ ok: false, key: LRK.diversionLegState });
    }
  });

  it('cancel a normal diversion once', () => {
    expect(cancelDiversion(2)).toEqual({ ok: true, value: { status: 1 } });
    expect(cancelDiversion(1)).toMatchObject({ ok: false, key: LRK.diversionNotActive });
  });
});

describe('outsourced legs', () => {
  it('one per leg, never on a cancelled leg', () => {
    expect(addCivilLeg({ state: LegState.released }, false).ok).toBe(true);
    expect(addCivilLeg({ state: LegState.released }, true)).toMatchObject({ key: LRK.civilLegExists });
    expect(addCivilLeg({ state: LegState.cancelled }, false)).toMatchObject({ key: TK.cancelledLegNotEditable });
  });

  it('amounts have up to two decimals and are more than 0', () => {
    for (const a of ['1', '0.01', '12.5', '123456789012.99']) expect(civilAmountIssue(a)).toBeNull();
    for (const a of ['', 'abc', '1.234', '-1', '1e3', '.5', '1234567890123']) expect(civilAmountIssue(a)).toBe(LRK.amountInvalid);
    for (const a of ['0', '0.0', '0.00', '000']) expect(civilAmountIssue(a)).toBe(LRK.amountNotPositive);
    expect(['12.5', '7', '0.01', '007.1'].map(civilAmountText)).toEqual(['12.50', '7.00', '0.01', '7.10']);
  });

  it('currencies are three capital letters', () => {
    expect(currencyValid('CNY')).toBe(true);
    expect(currencyValid('cny')).toBe(false);
    expect(currencyValid('CNYX')).toBe(false);
  });
});

describe('renewing a cancelled leg', () => {
  it('goes right after the cancelled leg', () => {
    expect(renewLeg(trip([LegState.evaluated, LegState.cancelled, LegState.notEvaluated]), 1, false)).toEqual({ ok: true, value: { index: 2, state: 1 } });
  });

  it('is refused from a live leg, twice, on a locked trip, or when a later leg departed', () => {
    expect(renewLeg(trip([LegState.evaluated]), 0, false)).toMatchObject({ key: LRK.renewFromCancelledOnly });
    expect(renewLeg(trip([LegState.cancelled]), 0, true)).toMatchObject({ key: LRK.legAlreadyRenewed });
    expect(renewLeg(trip([LegState.cancelled], { locked: true }), 0, false)).toMatchObject({ key: TK.tripLocked });
    expect(renewLeg(trip([LegState.cancelled, LegState.flying]), 0, false)).toMatchObject({ key: TK.laterLegFlying });
    expect(renewLeg(trip([LegState.cancelled]), 3, false)).toMatchObject({ key: TK.noSuchLeg });
  });

  it('brings no passengers, the merged ones or the selected ones', () => {
    const cancelled = [pax('a', 'Li Lei', 'E123'), pax('b', 'Han Meimei')];
    const previous = [pax('c', 'LI LEI (other spelling)', 'e123 '), pax('d', ' han meimei'), pax('e', 'Wang Wu', 'P9')];
    expect(renewPassengers('empty', cancelled, previous)).toEqual({ ok: true, value: [] });
    expect(renewPassengers('merge', cancelled, previous)).toEqual({ ok: true, value: [cancelled[0], cancelled[1], previous[2]] });
    expect(renewPassengers('select', cancelled, previous, ['b'])).toEqual({ ok: true, value: [cancelled[1]] });
    expect(renewPassengers('select', cancelled, previous, [])).toMatchObject({ key: LRK.passengerSelectionRequired });
    expect(renewPassengers('select', cancelled, previous, ['c'])).toMatchObject({ key: LRK.passengerNotOnLeg, params: { id: 'c' } });
  });

  it('merging keeps every identity once and the first list whole when it has no duplicates', () => {
    const p = fc.record({ id: fc.uuid(), name: fc.constantFrom('A', 'b', 'B ', 'c'), documentNumber: fc.option(fc.constantFrom('X1', 'x1', 'Y2'), { nil: null }) });
    fc.assert(
      fc.property(fc.array(p, { maxLength: 8 }), fc.array(p, { maxLength: 8 }), (a, b) => {
        const m = mergePassengers(a, b);
        const ids = m.map(passengerIdentity);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...a, ...b].map(passengerIdentity)));
        if (new Set(a.map(passengerIdentity)).size === a.length) expect(m.slice(0, a.length)).toEqual(a);
      }),
    );
  });
});

describe('locales', () => {
  it.each([
    ['zh', zh],
    ['zhtw', zhtw],
    ['en', en],
  ] as const)('%s translates every key of the records around a leg, and nothing else', (_l, messages) => {
    expect(Object.keys(messages).sort()).toEqual([...LEG_RECORD_KEYS].sort());
    for (const k of LEG_RECORD_KEYS) expect((messages as Record<string, string>)[k]!.trim()).not.toBe('');
  });
});
