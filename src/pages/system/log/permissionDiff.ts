/** The two lists of a permission change side by side: each entry kept, added or removed. */
export type DiffMark = 'same' | 'added' | 'removed';

export interface PermissionDiff {
  /** The list before, each entry marked `removed` when the change dropped it. */
  before: { value: string; mark: DiffMark }[];
  /** The list after, each entry marked `added` when the change brought it. */
  after: { value: string; mark: DiffMark }[];
  added: number;
  removed: number;
}

export function permissionDiff(before: readonly string[] | null, after: readonly string[] | null): PermissionDiff {
  const b = [...new Set(before ?? [])].sort();
  const a = [...new Set(after ?? [])].sort();
  const inBefore = new Set(b);
  const inAfter = new Set(a);
  const left = b.map((value) => ({ value, mark: (inAfter.has(value) ? 'same' : 'removed') as DiffMark }));
  const right = a.map((value) => ({ value, mark: (inBefore.has(value) ? 'same' : 'added') as DiffMark }));
  return { before: left, after: right, added: right.filter((x) => x.mark === 'added').length, removed: left.filter((x) => x.mark === 'removed').length };
}
