import { describe, expect, it } from 'vitest';
import { applyVerdict, beginDrag, candidateAt, dragTo, dropOutcome, dropResult, hasMoved, needsVerdict, type DragGeometry, type DragStartInput } from './dragModel';

const at = (h: number, m = 0) => Date.UTC(2026, 10, 22, h, m);
// 60-minute cells 50 px wide: 72 s per px; rows 20 px high.
const G: DragGeometry = { msPerPx: 72_000, scale: 60, rowHeight: 20, rowCount: 10 };
const origin: DragStartInput = { itemId: 'leg-1', row: 3, startMs: at(8, 10), endMs: at(10, 40), pointerX: 500, pointerY: 70, grabOffsetY: 10 };

describe('drag model', () => {
  it('snaps the new start to the scale and keeps the duration', () => {
    const c = candidateAt(origin, 530, 70, G); // +36 min → 08:46 → 09:00
    expect(c).toMatchObject({ row: 3, startMs: at(9), endMs: at(11, 30), deltaMs: at(9) - at(8, 10) });
    expect(candidateAt(origin, 505, 70, G).startMs).toBe(at(8)); // 08:16 → 08:00
    expect(candidateAt(origin, 500, 70, { ...G, scale: 15 }).startMs).toBe(at(8, 15));
    expect(candidateAt(origin, 450, 70, { ...G, scale: 1440 }).startMs).toBe(Date.UTC(2026, 10, 22));
  });

  it('changes row by the pointer, from where the bar was grabbed, clamped to the rows', () => {
    expect(candidateAt(origin, 500, 79, G).row).toBe(3);
    expect(candidateAt(origin, 500, 80, G).row).toBe(4);
    expect(candidateAt(origin, 500, 60, G).row).toBe(3);
    expect(candidateAt(origin, 500, 59, G).row).toBe(2);
    expect(candidateAt(origin, 500, 70 + 5 * 20, G).row).toBe(8);
    expect(candidateAt(origin, 500, 1000, G).row).toBe(9);
    expect(candidateAt(origin, 500, -1000, G).row).toBe(0);
    expect(candidateAt(origin, 500, 130, { ...G, allowRowChange: false }).row).toBe(3);
    expect(candidateAt({ ...origin, grabOffsetY: undefined }, 500, 80, G).row).toBe(4);
  });

  it('stays a click below the threshold', () => {
    const s = beginDrag(origin);
    const t = dragTo(s, 502, 71, G);
    expect(t).toBe(s);
    expect(t.active).toBe(false);
    expect(dropResult(t)).toBeNull();
  });

  it('asks once per distinct candidate and ignores stale verdicts', () => {
    let s = dragTo(beginDrag(origin), 530, 90, G);
    expect(s.active).toBe(true);
    expect(s.candidate).toMatchObject({ row: 4, startMs: at(9), fromRow: 3 });
    expect(needsVerdict(s)).toBe(true);
    const asked = s.candidate;
    s = applyVerdict(s, asked, { status: 'warning', reason: 'crew rest short' });
    expect(s.verdict).toEqual({ status: 'warning', reason: 'crew rest short' });
    expect(dragTo(s, 532, 91, G)).toBe(s);
    const next = dragTo(s, 600, 91, G);
    expect(next.verdict).toBeNull();
    expect(applyVerdict(next, asked, { status: 'allowed' })).toBe(next);
    expect(dropResult(next)).toBeNull();
  });

  it('drops allowed and warned moves, never refused ones or the origin', () => {
    let s = dragTo(beginDrag(origin), 600, 70, G);
    expect(dropResult(applyVerdict(s, s.candidate, { status: 'refused', reason: 'overlap' }))).toBeNull();
    expect(dropResult(applyVerdict(s, s.candidate, { status: 'allowed' }))).toEqual(s.candidate);
    expect(dropResult(applyVerdict(s, s.candidate, { status: 'warning', reason: 'x' }))).toEqual(s.candidate);
    s = dragTo(s, 505, 72, G);
    expect(s.candidate.deltaMs).toBe(at(8) - at(8, 10));
    s = dragTo(dragTo(beginDrag({ ...origin, startMs: at(8) , endMs: at(9) }), 520, 70, G), 501, 70, G);
    expect(hasMoved(s)).toBe(false);
    expect(s.verdict).toEqual({ status: 'allowed' });
    expect(dropResult(s)).toBeNull();
  });

  it('tells the host of a drop on a refused place, and of nothing while the verdict is pending', () => {
    const s = dragTo(beginDrag(origin), 600, 70, G);
    expect(dropOutcome(s)).toEqual({ kind: 'none' });
    const refused = { status: 'refused', reason: 'overlap' } as const;
    expect(dropOutcome(applyVerdict(s, s.candidate, refused))).toEqual({ kind: 'refused', candidate: s.candidate, verdict: refused });
    expect(dropOutcome(applyVerdict(s, s.candidate, { status: 'warning' }))).toEqual({ kind: 'move', candidate: s.candidate });
    expect(dropOutcome(beginDrag(origin))).toEqual({ kind: 'none' });
  });
});
