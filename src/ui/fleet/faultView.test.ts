import { describe, expect, it } from 'vitest';
import { deadlineView, describeFault, instantOf, wallOf } from './faultView';

describe('fault view', () => {
  it('describes in the reader language, the other as tooltip, falling back when blank', () => {
    const row = { descriptionZh: '航行灯不亮', descriptionEn: 'Nav light inoperative' };
    expect(describeFault(row, 'zh')).toEqual({ text: '航行灯不亮', other: 'Nav light inoperative' });
    expect(describeFault(row, 'en')).toEqual({ text: 'Nav light inoperative', other: '航行灯不亮' });
    expect(describeFault({ descriptionZh: '', descriptionEn: 'Only English' }, 'zhtw')).toEqual({ text: 'Only English', other: '' });
  });

  it('counts down; red under 24 hours and when overdue', () => {
    const now = Date.parse('2026-03-03T00:00:00Z');
    expect(deadlineView('2026-03-05T02:30:00Z', now)).toEqual({ overdue: false, urgent: false, days: 2, hours: 2, minutes: 30 });
    expect(deadlineView('2026-03-03T20:00:00Z', now)).toMatchObject({ overdue: false, urgent: true, days: 0, hours: 20 });
    expect(deadlineView('2026-03-02T23:00:00Z', now)).toMatchObject({ overdue: true, urgent: true, hours: 1 });
    expect(deadlineView(null, now)).toBeNull();
  });

  it('wall times of the dialogs: Beijing, UTC, and Local read as UTC', () => {
    expect(instantOf('2026-03-03 08:00', 'Beijing')).toBe('2026-03-03T00:00:00.000Z');
    expect(instantOf('2026-03-03 08:00', 'Local')).toBe('2026-03-03T08:00:00.000Z');
    expect(instantOf('2026-03-03', 'UTC')).toBeNull();
    expect(wallOf('2026-03-03T00:00:00.000Z', 'Beijing')).toBe('2026-03-03 08:00');
  });
});
