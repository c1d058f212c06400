import { describe, expect, it } from 'vitest';
import { permissionDiff } from './permissionDiff';

describe('permissionDiff', () => {
  it('marks what the change removed on the left and added on the right, sorted', () => {
    const d = permissionDiff(['log:list', 'user:add', 'role:edit'], ['user:add', 'log:export', 'log:list']);
    expect(d.before).toEqual([
      { value: 'log:list', mark: 'same' },
      { value: 'role:edit', mark: 'removed' },
      { value: 'user:add', mark: 'same' },
    ]);
    expect(d.after).toEqual([
      { value: 'log:export', mark: 'added' },
      { value: 'log:list', mark: 'same' },
      { value: 'user:add', mark: 'same' },
    ]);
    expect([d.added, d.removed]).toEqual([1, 1]);
  });

  it('reads a missing list as empty and ignores repeats', () => {
    expect(permissionDiff(null, ['a', 'a'])).toEqual({ before: [], after: [{ value: 'a', mark: 'added' }], added: 1, removed: 0 });
    expect(permissionDiff(['x'], null)).toMatchObject({ added: 0, removed: 1 });
  });
});
