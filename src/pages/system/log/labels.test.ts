import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { moduleLabel } from './labels';

const texts: Record<string, string> = { 'systemLog.module.sysRole': 'Roles', 'agentLevel.fileName': 'Agent levels' };
const t = ((key: string) => texts[key] ?? key) as unknown as TFunction;

describe('a log module’s label', () => {
  it('is its own text, else the plural name of the resource of that name, else the name', () => {
    expect(moduleLabel(t, 'sysRole')).toBe('Roles');
    expect(moduleLabel(t, 'agentLevel')).toBe('Agent levels');
    expect(moduleLabel(t, 'somethingNew')).toBe('somethingNew');
  });
});
