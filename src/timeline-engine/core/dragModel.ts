/**
 * Pure drag state: pointer deltas become a candidate (start snapped to the scale, target row),
 * the host's validateMove answer colours the ghost, and a drop is allowed only for a current,
 * non-refused verdict.
 */
import { snapToCell, UTC_OFFSET, type OffsetFn } from './timeScale';

export type MoveStatus = 'allowed' | 'warning' | 'refused';

/** The answer of the host's validateMove callback. */
export interface MoveVerdict {
  readonly status: MoveStatus;
  /** Why (warning or refused), already translated by the host. */
  readonly reason?: string;
}

export interface MoveCandidate {
  readonly itemId: string;
  readonly fromRow: number;
  readonly row: number;
  readonly startMs: number;
  readonly endMs: number;
  /** New start minus original start. */
  readonly deltaMs: number;
}

/** The host's check, sync or async; answered before drop. */
export type ValidateMove = (candidate: MoveCandidate) => MoveVerdict | Promise<MoveVerdict>;

export interface DragGeometry {
  readonly msPerPx: number;
  /** Minutes per cell: the snap step. */
  readonly scale: number;
  readonly rowHeight: number;
  readonly rowCount: number;
  /** Wall clock for snapping (default UTC). */
  readonly offset?: OffsetFn;
  /** Pointer travel before a press becomes a drag (default 3 px). */
  readonly thresholdPx?: number;
  /** False keeps the item in its row (time-only drag). */
  readonly allowRowChange?: boolean;
}

export interface DragStartInput {
  readonly itemId: string;
  readonly row: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly pointerX: number;
  readonly pointerY: number;
  /** Pointer's y inside its row when pressed (default: the middle). */
  readonly grabOffsetY?: number;
}

export interface GhostState {
  readonly origin: DragStartInput;
  /** False until the pointer passed the threshold. */
  readonly active: boolean;
  readonly candidate: MoveCandidate;
  /** Null while the verdict for this candidate is pending. */
  readonly verdict: MoveVerdict | null;
}

export function candidateKey(c: MoveCandidate): string {
  return `${c.itemId}|${c.row}|${c.startMs}|${c.endMs}`;
}

function unchanged(origin: DragStartInput): MoveCandidate {
  return { itemId: origin.itemId, fromRow: origin.row, row: origin.row, startMs: origin.startMs, endMs: origin.endMs, deltaMs: 0 };
}

export function beginDrag(origin: DragStartInput): GhostState {
  return { origin, active: false, candidate: unchanged(origin), verdict: { status: 'allowed' } };
}

/** The candidate for a pointer position: duration kept, start snapped, row from the pointer. */
export function candidateAt(origin: DragStartInput, pointerX: number, pointerY: number, g: DragGeometry): MoveCandidate {
  const dx = pointerX - origin.pointerX;
  const dy = pointerY - origin.pointerY;
  const duration = origin.endMs - origin.startMs;
  const startMs = snapToCell(origin.startMs + dx * g.msPerPx, g.scale, 'round', g.offset ?? UTC_OFFSET);
  let row = origin.row;
  if (g.allowRowChange !== false && g.rowHeight > 0) {
    const grab = origin.grabOffsetY ?? g.rowHeight / 2;
    row = origin.row + Math.floor((grab + dy) / g.rowHeight);
    row = Math.min(Math.max(0, g.rowCount - 1), Math.max(0, row));
  }
  return { itemId: origin.itemId, fromRow: origin.row, row, startMs, endMs: startMs + duration, deltaMs: startMs - origin.startMs };
}

/**
 * Moves the ghost. When the candidate changes, the verdict is reset to pending (null); an
 * unchanged candidate keeps its verdict, so the host is asked once per distinct candidate.
 */
export function dragTo(state: GhostState, pointerX: number, pointerY: number, g: DragGeometry): GhostState {
  const o = state.origin;
  const moved = Math.hypot(pointerX - o.pointerX, pointerY - o.pointerY);
  const active = state.active || moved >= (g.thresholdPx ?? 3);
  if (!active) return state;
  const candidate = candidateAt(o, pointerX, pointerY, g);
  if (state.active && candidateKey(candidate) === candidateKey(state.candidate)) return state;
  const isOrigin = candidate.row === o.row && candidate.deltaMs === 0;
  return { origin: o, active: true, candidate, verdict: isOrigin ? { status: 'allowed' } : null };
}

/** True when the ghost is at a new place and needs the host's verdict. */
export function needsVerdict(state: GhostState): boolean {
  return state.active && state.verdict === null;
}

/** Applies a verdict if it answers the current candidate; stale (out-of-order) answers are ignored. */
export function applyVerdict(state: GhostState, forCandidate: MoveCandidate, verdict: MoveVerdict): GhostState {
  if (candidateKey(forCandidate) !== candidateKey(state.candidate)) return state;
  return { ...state, verdict };
}

/** True when the ghost differs from the origin. */
export function hasMoved(state: GhostState): boolean {
  return state.active && (state.candidate.row !== state.origin.row || state.candidate.deltaMs !== 0);
}

/** The move to commit on drop, or null (no move, pending or refused verdict). */
export function dropResult(state: GhostState): MoveCandidate | null {
  if (!hasMoved(state) || state.verdict === null || state.verdict.status === 'refused') return null;
  return state.candidate;
}

/** What a drop does: commit the move, tell the host it was refused (with the verdict), or nothing (not moved, verdict pending). */
export type DropOutcome =
  | { readonly kind: 'move'; readonly candidate: MoveCandidate }
  | { readonly kind: 'refused'; readonly candidate: MoveCandidate; readonly verdict: MoveVerdict }
  | { readonly kind: 'none' };

export function dropOutcome(state: GhostState): DropOutcome {
  const move = dropResult(state);
  if (move) return { kind: 'move', candidate: move };
  if (hasMoved(state) && state.verdict?.status === 'refused') return { kind: 'refused', candidate: state.candidate, verdict: state.verdict };
  return { kind: 'none' };
}
