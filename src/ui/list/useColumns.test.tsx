// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLUMN_STORAGE_PREFIX } from './columnChoice';
import type { ListColumn } from './ListTable';
import { useColumns } from './useColumns';

const col = (key: string, defaultHidden?: boolean): ListColumn<object> => ({ key, header: key, cell: () => key, text: () => key, ...(defaultHidden ? { defaultHidden } : {}) });
const COLUMNS = [col('tailNo'), col('type'), col('maxTakeoffWeightKg', true)];

describe('useColumns', () => {
  beforeEach(() => localStorage.clear());

  it('shows every column but the default-hidden ones until the user chooses', () => {
    const { result } = renderHook(() => useColumns('aircraftTest', COLUMNS));
    expect(result.current.shown.map((c) => c.key)).toEqual(['tailNo', 'type']);
    expect(result.current.visible).toEqual(['tailNo', 'type']);
  });

  it("follows the user's stored choice, a default-hidden column included", () => {
    localStorage.setItem(`${COLUMN_STORAGE_PREFIX}aircraftTest`, JSON.stringify(['tailNo', 'maxTakeoffWeightKg']));
    const { result } = renderHook(() => useColumns('aircraftTest', COLUMNS));
    expect(result.current.shown.map((c) => c.key)).toEqual(['tailNo', 'maxTakeoffWeightKg']);
  });
});
