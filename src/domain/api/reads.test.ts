import { describe, expect, it } from 'vitest';
import { isWriteCall } from './reads';

describe('isWriteCall: reads that take a body are not writes', () => {
  it('lists, exports and view windows are reads; creates, updates, deletes and commands are writes', () => {
    expect(isWriteCall('post', '/fleet/v1/aircraft/list')).toBe(false);
    expect(isWriteCall('POST', '/fleet/v1/aircraft/export?x=1')).toBe(false);
    expect(isWriteCall('POST', '/trip/v1/gantt/crewWindow')).toBe(false);
    expect(isWriteCall('POST', '/track/v1/tripLegs/0b7e/track')).toBe(false);
    expect(isWriteCall('GET', '/base/v1/airports/ZBAA')).toBe(false);
    expect(isWriteCall('POST', '/fleet/v1/aircraft')).toBe(true);
    expect(isWriteCall('POST', '/trip/v1/tripLegs/0b7e/cancel')).toBe(true);
    expect(isWriteCall('POST', '/fleet/v1/aircraft/import')).toBe(true);
    expect(isWriteCall('put', '/fleet/v1/aircraft/1')).toBe(true);
    expect(isWriteCall('DELETE', '/fleet/v1/aircraft')).toBe(true);
  });
});
