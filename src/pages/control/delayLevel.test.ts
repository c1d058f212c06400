import { describe, expect, it } from 'vitest';
import { delayLevel, delayText } from './delayLevel';

describe('delay level', () => {
  it('over 30 minutes needs a reason', () => {
    expect(delayLevel(30, null)).toBe('minor');
    expect(delayLevel(31, 'ATC')).toBe('major');
    expect(delayLevel(31, '  ')).toBe('missingReason');
    expect(delayLevel(120, null)).toBe('missingReason');
  });
  it('reads minutes under an hour, H:MM above', () => {
    expect(delayText(45)).toBe('45');
    expect(delayText(65)).toBe('1:05');
    expect(delayText(600)).toBe('10:00');
  });
});
