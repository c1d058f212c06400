/**
 * Node side: CPU used by processes other than this benchmark and its browser (Linux /proc), so a
 * run on a shared 2-core machine says how much of the machine others took while it measured.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_S = 0.01; // USER_HZ is 100 on Linux

interface Proc {
  readonly ppid: number;
  readonly ticks: number;
}

function snapshot(): Map<number, Proc> {
  const out = new Map<number, Proc>();
  let names: string[] = [];
  try {
    names = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) in parentheses.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

function ours(procs: Map<number, Proc>, pid: number): boolean {
  for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
    if (p === process.pid) return true;
    p = procs.get(p)?.ppid ?? 0;
  }
  return false;
}

/** Starts a window; the returned function gives the CPU seconds used by other processes in it. */
export function othersCpu(): () => { otherCpuS: number; wallS: number } {
  const before = snapshot();
  const t0 = performance.now();
  return () => {
    const after = snapshot();
    let ticks = 0;
    for (const [pid, p] of after) {
      if (ours(after, pid)) continue;
      ticks += p.ticks - (before.get(pid)?.ticks ?? 0);
    }
    return { otherCpuS: Math.round(ticks * TICK_S * 10) / 10, wallS: Math.round((performance.now() - t0) / 100) / 10 };
  };
}

/**
 * Waits (up to maxWaitMs) for a second in which other processes used under 10 % of one core, so a
 * subject is not measured while someone else's build or test run takes the machine. Returns
 * whether it found one.
 */
export async function waitQuiet(maxWaitMs: number): Promise<boolean> {
  const t0 = performance.now();
  for (;;) {
    const window = othersCpu();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { otherCpuS, wallS } = window();
    if (otherCpuS <= 0.1 * wallS) return true;
    if (performance.now() - t0 > maxWaitMs) return false;
  }
}

/**
 * Starts a window; the returned function gives the CPU milliseconds the processes under this
 * benchmark (the browser: its renderer, GPU process with SwiftShader's threads, compositor) used in
 * it. Divided by the frames of a pan this is a frame's whole cost, not capped by the display's
 * 60 Hz and not missing the threads a trace does not see.
 */
export function browserCpu(): () => number {
  const before = snapshot();
  return () => {
    const after = snapshot();
    let ticks = 0;
    for (const [pid, p] of after) if (pid !== process.pid && ours(after, pid)) ticks += p.ticks - (before.get(pid)?.ticks ?? 0);
    return ticks * TICK_S * 1000;
  };
}
