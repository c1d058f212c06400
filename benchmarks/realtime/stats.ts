/** Result shapes, statistics, the client-process handle and machine checks of benchmarks/realtime.bench.ts. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';

export interface Arrivals {
  /** Arrival time, per socket (rows) and change (columns); -1 never arrived. */
  rows: number[][];
  duplicates: number;
  /** Close codes of every drop (each socket came back and asked for what it missed). */
  closedCodes: number[];
  /** Sockets that dropped at least once. */
  dropped: number;
  /** Reconnects the server answered with `resync` (past its replay window: the app would reload). */
  resyncs: number;
  sample: string | null;
}

export interface PhaseResult {
  sockets: number;
  changes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  lost: number;
  duplicates: number;
  /** Median over changes of the time to the first and to the last socket. */
  firstSocketMs: number;
  lastSocketMs: number;
  commandP50Ms: number;
  commandP99Ms: number;
  /** Median over changes of the time to the commit's NOTIFY at a listener (ours only). */
  notifyMs: number | null;
  perServer: { p50Ms: number; p99Ms: number }[];
  /** Sockets that dropped during the phase and reconnected (lost counts only what never arrived after the replay). */
  dropped: number;
  /** Drops by close code, e.g. `{ "4408": 3 }`. */
  dropCodes: Record<string, number>;
  resyncs: number;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;
export const pct = (sorted: ArrayLike<number>, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]! : NaN);
export const sortNum = (xs: number[]) => Float64Array.from(xs).sort();

export class ClientProc {
  private pending = new Map<number, { resolve: (m: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  private next = 1;
  readonly ready: Promise<void>;
  constructor(readonly child: ChildProcess) {
    let onReady!: () => void;
    this.ready = new Promise((r) => (onReady = r));
    child.on('message', (m: { id: number } & Record<string, unknown>) => {
      if (m.id === 0) return onReady();
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      p?.resolve(m);
    });
    child.once('exit', (code, signal) => {
      for (const p of this.pending.values()) p.reject(new Error(`client process exited (${code ?? signal})`));
      this.pending.clear();
    });
  }
  call<T = Record<string, unknown>>(body: Record<string, unknown>): Promise<T> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (m: Record<string, unknown>) => void, reject });
      this.child.send({ id, ...body });
    });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export function openFilesLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const n = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(n) ? n : Infinity;
  } catch {
    return Infinity;
  }
}
