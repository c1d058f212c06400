/**
 * How busy the rest of the machine was while the duty bench measured (Linux /proc/stat): CPU
 * seconds every process used (user, nice, system, irq, softirq) minus this process's own
 * (`process.cpuUsage`), and the time the hypervisor gave to other guests (steal). Unlike a snapshot
 * of /proc/<pid> (benchmarks/timeline/cpu.ts), it also counts processes that started and ended
 * within the window — a test runner's short-lived workers. null where /proc/stat cannot be read.
 */
import { readFileSync } from 'node:fs';

const TICK_S = 0.01; // USER_HZ is 100 on Linux

function ticks(): { busy: number; steal: number } | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { busy: f[0]! + f[1]! + f[2]! + f[5]! + f[6]!, steal: f[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Starts a window; the returned function gives what the rest of the machine used in it. */
export function otherCpu(): () => { otherCpuS: number | null; stealS: number | null; wallS: number } {
  const before = ticks();
  const ours = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const after = ticks();
    const own = process.cpuUsage(ours);
    const wallS = Math.round((performance.now() - t0) / 100) / 10;
    if (!before || !after) return { otherCpuS: null, stealS: null, wallS };
    const other = (after.busy - before.busy) * TICK_S - (own.user + own.system) / 1e6;
    return { otherCpuS: Math.max(0, Math.round(other * 10) / 10), stealS: Math.round((after.steal - before.steal) * TICK_S * 10) / 10, wallS };
  };
}
