import { describe, expect, it } from 'vitest';
import { isBaseZone } from './settings';

describe('the base zone of the fleet rules', () => {
  it('takes IANA area/location names and UTC, nothing else', () => {
    expect(isBaseZone('Asia/Shanghai')).toBe(true);
    expect(isBaseZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isBaseZone('UTC')).toBe(true);
    expect(isBaseZone('Mars/Olympus')).toBe(false);
    expect(isBaseZone('EST')).toBe(false);
    expect(isBaseZone('')).toBe(false);
  });
});
