import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_VIEWS } from '../../domain/access';
import { hasView, viewFor, VIEWS } from './registry';

describe('view registry', () => {
  it('has a view for exactly the implemented keys the server filters menus by', () => {
    expect(Object.keys(VIEWS).sort()).toEqual([...IMPLEMENTED_VIEWS].sort());
    for (const key of IMPLEMENTED_VIEWS) expect(hasView(key)).toBe(true);
  });
  it('answers the under-construction page for a planned screen, and not for an implemented one', () => {
    expect(hasView('finance/LegBill')).toBe(false);
    expect(hasView('toString')).toBe(false);
    expect(viewFor('finance/LegBill')).toBe(viewFor('anything/Else'));
    expect(viewFor('trip/TripList')).toBe(VIEWS['trip/TripList']);
    expect(viewFor('trip/TripList')).not.toBe(viewFor('finance/LegBill'));
  });
});
