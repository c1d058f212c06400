/**
 * `npm run bench:duty`: the duty-time engine (src/domain/dutyTime) on a whole roster. A
 * deterministic roster (benchmarks/duty/roster.ts: 500 pilots, a 30-day window, ~14,200 planned
 * duty periods, 30 days of history before it) is checked under each of the four presets:
 * - roster: for every pilot `buildDuties` over all their legs, then `checkDutyPeriods(reg, history,
 *   plan)` (history = duty periods reporting before the window): median and p95 over repeated runs,
 *   and the check alone on pre-built duties;
 * - drag: one pilot's leg moved by ±5–180 min, `assessChange(reg, null, before, after, changedFrom,
 *   options)` — what the server runs per pilot on a Gantt drag: median and p99 over random drags,
 *   with the roster's legs; then (not a target) the same moves with the legs the server reads for a
 *   drag (server/modules/crew/dutyService.ts: 367 days back, 35 ahead);
 * - peer, measured in the same run: a NAIVE BASELINE of the cumulative-window sums (every planned
 *   duty × every cumulative limit rescans all earlier duties, O(n²); benchmarks/duty/peer.ts),
 *   first checked equal to the engine's sums and to the `actualMinutes` of its cumulative items on
 *   the whole roster, then timed against the engine's own way of computing the same sums;
 * - memory: heapUsed before and after building and checking the whole roster, holding the built
 *   duties and the results (a forced GC first, and after for what stays).
 * Prints two tables, targets with PASS/MISS, and as its last line one JSON object.
 * Knobs: BENCH_CREW (500), BENCH_DAYS (30), BENCH_HISTORY_DAYS (30), BENCH_SEED, BENCH_PRESETS (comma
 * list); BENCH_RUNS (15 at most: at least 3, more while within BENCH_ROSTER_BUDGET_S = 3 s a preset),
 * BENCH_WARMUP (0: the untimed memory run builds and checks the whole roster first); BENCH_DRAGS
 * (1000 at most: at least 200, more within BENCH_DRAG_BUDGET_S = 1.5 s), BENCH_SERVER_DRAGS (60 at
 * most: at least 20, more within BENCH_SERVER_DRAG_BUDGET_S = 1 s); BENCH_DIAG=1 (where the roster's
 * time goes: build and check apart, and with a cold offset cache).
 */
import { availableParallelism } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { assessChange } from '../src/domain/dutyTime/assess';
import { buildDuties, OffsetCache, type BuildOptions, type DutyLeg } from '../src/domain/dutyTime/build';
import { checkDutyPeriods, type CheckResult, type DutyInput } from '../src/domain/dutyTime/check';
import { presets } from '../src/domain/dutyTime/presets';
import { PRESET_KEYS, type PresetKey, type Regulation } from '../src/domain/dutyTime/regulation';
import { mulberry32 } from '../src/domain/random';
import { otherCpu } from './duty/machine';
import { engineCumulativeSums, naiveCumulativeSums } from './duty/peer';
import { generateRoster, type CrewRoster } from './duty/roster';
import { pct, sortNum } from './realtime/stats';

const env = (k: string, d: number) => (process.env[k] === undefined || process.env[k] === '' ? d : Number(process.env[k]));
const CREW = env('BENCH_CREW', 500);
const DAYS = env('BENCH_DAYS', 30);
const HISTORY_DAYS = env('BENCH_HISTORY_DAYS', 30);
const SEED = env('BENCH_SEED', 20261116);
const RUNS = env('BENCH_RUNS', 15);
const WARMUP = env('BENCH_WARMUP', 0);
const MIN_RUNS = Math.min(RUNS, 3);
const ROSTER_BUDGET_MS = env('BENCH_ROSTER_BUDGET_S', 3) * 1000;
const DRAGS = env('BENCH_DRAGS', 1000);
const MIN_DRAGS = Math.min(DRAGS, 200);
const DRAG_WARMUP = 20;
const DRAG_BUDGET_MS = env('BENCH_DRAG_BUDGET_S', 1.5) * 1000;
const SERVER_DRAGS = env('BENCH_SERVER_DRAGS', 60);
const SERVER_DRAG_BUDGET_MS = env('BENCH_SERVER_DRAG_BUDGET_S', 1) * 1000;
/** What server/modules/crew/dutyService.ts reads around a change (HISTORY_MS, AHEAD_MS). */
const SERVER_HISTORY_DAYS = 367;
const SERVER_AHEAD_DAYS = 35;
const DIAG = process.env.BENCH_DIAG === '1';
const PRESETS = (process.env.BENCH_PRESETS ? process.env.BENCH_PRESETS.split(',') : [...PRESET_KEYS]) as PresetKey[];
const TARGET_ROSTER_MS = 200;
const TARGET_DRAG_MS = 2;
/** 2026-11-16 00:00Z: the window ends 2026-12-16; the history starts 2026-10-17 (London's and New York's DST ends fall in it). */
const WINDOW_START = Date.UTC(2026, 10, 16);
const MIN = 60_000;
const DAY = 1440 * MIN;

const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const mb = (bytes: number) => Math.round(bytes / 1048576 * 10) / 10;
const med = (xs: number[]) => pct(sortNum(xs), 0.5);

// a forced GC for the memory figures: --expose-gc when given, else exposed now (bench.mjs runs benches without it)
const gc: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();
// GC pauses while timing
let gcMs = 0;
let gcCount = 0;
const gcLog: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
    gcLog.push({ start: e.startTime, end: e.startTime + e.duration });
  }
}).observe({ entryTypes: ['gc'] });

/** GC entries reach the observer on a later turn of the event loop. */
const flushGcEntries = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Runs every function once per iteration, interleaved; WARMUP untimed iterations, then up to RUNS (at least MIN_RUNS, then while within the budget). */
async function timeInterleaved(fns: Record<string, () => void>, budgetMs = ROSTER_BUDGET_MS): Promise<{ times: Record<string, number[]>; gcMsPerRun: number }> {
  for (let i = 0; i < WARMUP; i++) for (const f of Object.values(fns)) f();
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(fns).map((k) => [k, []]));
  await flushGcEntries();
  const t0 = performance.now();
  const gc0 = gcMs;
  let runs = 0;
  while (runs < RUNS && (runs < MIN_RUNS || performance.now() - t0 < budgetMs)) {
    for (const [k, f] of Object.entries(fns)) {
      const t = performance.now();
      f();
      times[k]!.push(performance.now() - t);
    }
    runs++;
  }
  await flushGcEntries();
  return { times, gcMsPerRun: (gcMs - gc0) / runs };
}

interface Drag {
  crew: number;
  before: readonly DutyLeg[];
  after: readonly DutyLeg[];
  changedFrom: number;
}

interface PresetFigures {
  duties: number;
  historyDuties: number;
  items: number;
  verdicts: { pass: number; warning: number; fail: number };
  rosterMs: number;
  rosterP95Ms: number;
  checkOnlyMs: number;
  checkOnlyP95Ms: number;
  rosterRuns: number;
  /** GC pauses per iteration of the roster timing (one build + check and one check-only run). */
  gcMsPerIteration: number;
  dragCheckMs: number;
  dragCheckP99Ms: number;
  dragCheckMaxMs: number;
  drags: number;
  dragVerdicts: { pass: number; warning: number; fail: number };
  /** GC pauses while the drags were timed, and how many of the slowest 1 % of drags had one inside. */
  dragGcMs: number;
  dragSlowestWithGc: string;
  /** The same moves with the legs the server reads for a drag (367 days back, 35 ahead). */
  dragServerWindowMs: number;
  dragServerWindowP99Ms: number;
  serverWindowDrags: number;
  /** Legs per pilot in that window (mean). */
  serverWindowLegs: number;
  peerMs: number;
  engineSumsMs: number;
  peerRatio: number;
  sumsCompared: number;
  roundingTies: number;
  heapDeltaMB: number;
  heapRetainedMB: number;
  gcDuringHeapRun: number;
}

const benchStart = performance.now();
// ── the roster: generated once with a year of history, so the server-window drags have theirs; the bench roster keeps HISTORY_DAYS
let t = performance.now();
let generated: ReturnType<typeof generateRoster> | null = generateRoster({ seed: SEED, crew: CREW, days: DAYS, historyDays: Math.max(HISTORY_DAYS, SERVER_HISTORY_DAYS + 1), windowStart: WINDOW_START });
const generateMs = performance.now() - t;
const historyStart = WINDOW_START - HISTORY_DAYS * DAY;
const crew: CrewRoster[] = generated.crew.map((c) => ({ ...c, legs: c.legs.filter((l) => l.departure >= historyStart) }));
const options: BuildOptions[] = crew.map((c) => ({ homeBaseIcao: c.homeBaseIcao, homeZone: c.homeZone }));
const allLegs = crew.flatMap((c) => c.legs);
const zones = new Set(allLegs.flatMap((l) => [l.departureZone, l.arrivalZone]));
console.log(
  `roster: ${CREW} pilots (${crew.filter((c) => c.longHaul).length} long-haul), ${DAYS} days from ${new Date(WINDOW_START).toISOString().slice(0, 10)} + ${HISTORY_DAYS} days of history; ` +
    `${allLegs.length} legs (${allLegs.filter((l) => l.positioning).length} positioning, ${allLegs.filter((l) => l.departureZone !== l.arrivalZone).length} between zones, ${zones.size} IANA zones); ` +
    `${generated.legs} legs over ${DAYS + Math.max(HISTORY_DAYS, SERVER_HISTORY_DAYS + 1)} days generated in ${generateMs.toFixed(0)} ms (seed ${SEED})`,
);

// drags: the same pilots, legs and moves under every preset
const dragRnd = mulberry32(SEED + 1);
const firstInWindow = crew.map((c) => c.legs.findIndex((l) => l.departure >= WINDOW_START));
const drags: Drag[] = [];
const serverDrags: Drag[] = [];
for (let i = 0; i < DRAG_WARMUP + DRAGS; i++) {
  let ci = Math.floor(dragRnd() * crew.length);
  while (firstInWindow[ci]! < 0) ci = (ci + 1) % crew.length;
  const legs = crew[ci]!.legs;
  const li = firstInWindow[ci]! + Math.floor(dragRnd() * (legs.length - firstInWindow[ci]!));
  const leg = legs[li]!;
  const delta = (dragRnd() < 0.5 ? -1 : 1) * (1 + Math.floor(dragRnd() * 36)) * 5 * MIN;
  const moved: DutyLeg = { ...leg, departure: leg.departure + delta, arrival: leg.arrival + delta };
  const after = legs.slice();
  after[li] = moved;
  const changedFrom = Math.min(leg.departure, moved.departure);
  drags.push({ crew: ci, before: legs, after, changedFrom });
  if (serverDrags.length < SERVER_DRAGS) {
    // the same move with the legs the server reads: changedFrom − 367 days to the later instant + 35 days
    const from = changedFrom - SERVER_HISTORY_DAYS * DAY;
    const to = Math.max(leg.departure, moved.departure) + SERVER_AHEAD_DAYS * DAY;
    const before = generated.crew[ci]!.legs.filter((l) => l.arrival > from && l.departure < to);
    serverDrags.push({ crew: ci, before, after: before.map((l) => (l.legId === leg.legId ? moved : l)), changedFrom });
  }
}

generated = null; // only the bench roster and the server-window drags' legs stay in the heap

/** One pilot's duties split as the check wants them. */
function split(reg: Regulation, c: CrewRoster, o: BuildOptions, offsets?: OffsetCache): { history: DutyInput[]; plan: DutyInput[] } {
  const history: DutyInput[] = [];
  const plan: DutyInput[] = [];
  for (const d of buildDuties(reg, c.legs, o, offsets)) (d.input.report < WINDOW_START ? history : plan).push(d.input);
  return { history, plan };
}

/** The whole check of pilot `i`, as the roster figure times it. */
const checkCrew = (reg: Regulation, i: number, offsets?: OffsetCache): CheckResult => {
  const { history, plan } = split(reg, crew[i]!, options[i]!, offsets);
  return checkDutyPeriods(reg, history, plan);
};

/** Drags one at a time: `warm` untimed, then at least `min` of `timed`, more while within `budgetMs` (up to the list's end). */
async function timeDrags(reg: Regulation, warm: readonly Drag[], timed: readonly Drag[], min: number, budgetMs: number) {
  const drag = (d: Drag) => assessChange(reg, null, d.before, d.after, d.changedFrom, options[d.crew]!);
  for (const d of warm) drag(d);
  await flushGcEntries();
  const spans: { start: number; ms: number }[] = [];
  const verdicts = { pass: 0, warning: 0, fail: 0 };
  const gc0 = gcMs;
  const log0 = gcLog.length;
  const t0 = performance.now();
  for (let i = 0; i < timed.length && (spans.length < min || performance.now() - t0 < budgetMs); i++) {
    const s = performance.now();
    const v = drag(timed[i]!);
    spans.push({ start: s, ms: performance.now() - s });
    verdicts[v.verdict]++;
  }
  await flushGcEntries();
  // the slowest 1 %: how many had a GC pause inside them
  const pauses = gcLog.slice(log0);
  const slowest = [...spans].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.ceil(spans.length / 100)));
  const slowWithGc = slowest.filter((x) => pauses.some((g) => g.start < x.start + x.ms && g.end > x.start)).length;
  return { sorted: sortNum(spans.map((x) => x.ms)), verdicts, gcMs: gcMs - gc0, slowest: slowest.length, slowWithGc };
}

const perPreset: Partial<Record<PresetKey, PresetFigures>> = {};
const diagRows: Record<string, unknown>[] = [];
const others = otherCpu();

for (const key of PRESETS) {
  const reg = presets[key];
  if (!reg) throw new Error(`unknown preset ${key} (one of ${PRESET_KEYS.join(', ')})`);
  const L = reg.cumulative.length;

  // ── memory: the whole roster built and checked once, holding the built duties (the inputs of the check-only and peer
  // runs) and every result; untimed, it is also the warm-up of what is timed below
  gc();
  await flushGcEntries();
  const gcBefore = gcCount;
  const h0 = process.memoryUsage().heapUsed;
  const inputs: { history: DutyInput[]; plan: DutyInput[] }[] = [];
  const kept: CheckResult[] = [];
  for (let i = 0; i < crew.length; i++) {
    const x = split(reg, crew[i]!, options[i]!);
    inputs.push(x);
    kept.push(checkDutyPeriods(reg, x.history, x.plan));
  }
  const h1 = process.memoryUsage().heapUsed;
  await flushGcEntries();
  const gcDuringHeapRun = gcCount - gcBefore;
  gc();
  const h2 = process.memoryUsage().heapUsed;
  const sorted = inputs.map(({ history, plan }) => [...history, ...plan].sort((x, y) => x.report - y.report));
  const duties = inputs.reduce((n, x) => n + x.plan.length, 0);
  const historyDuties = inputs.reduce((n, x) => n + x.history.length, 0);

  // ── the peer must compute the same sums: peer = engine's sums = the items' actualMinutes, on every planned duty and limit
  const results = kept;
  const naive = new Float64Array(duties * L);
  const engine = new Float64Array(duties * L);
  let na = 0;
  let ea = 0;
  sorted.forEach((all, i) => {
    na = naiveCumulativeSums(reg, all, inputs[i]!.history.length, naive, na);
    ea = engineCumulativeSums(reg, all, inputs[i]!.history.length, engine, ea);
  });
  if (na !== duties * L || ea !== duties * L) throw new Error(`${key}: ${na} / ${ea} sums for ${duties} duties × ${L} limits`);
  let w = 0;
  let ties = 0;
  let items = 0;
  const verdicts = { pass: 0, warning: 0, fail: 0 };
  results.forEach((res, i) => {
    res.duties.forEach((dv, j) => {
      items += dv.items.length;
      verdicts[dv.verdict]++;
      if (dv.dutyId !== inputs[i]!.plan[j]!.id) throw new Error(`${key}: duty order differs for ${crew[i]!.id}`);
      const cumulative = dv.items.filter((it) => it.check === 'cumulative');
      if (cumulative.length !== L) throw new Error(`${key}: ${cumulative.length} cumulative items for ${L} limits`);
      for (const it of cumulative) {
        const x = naive[w]!;
        const y = engine[w]!;
        if (Math.abs(x - y) > 1e-6 * Math.max(1, Math.abs(y))) throw new Error(`${key} ${crew[i]!.id} duty ${dv.dutyId} ${it.rule}: naive ${x} ≠ engine ${y}`);
        if (Math.round(x) !== it.actualMinutes) {
          // a sum a hair either side of .5 may round apart; anything else is a real difference
          if (Math.abs(Math.abs(x % 1) - 0.5) < 1e-6) ties++;
          else throw new Error(`${key} ${crew[i]!.id} duty ${dv.dutyId} ${it.rule}: naive ${x} ≠ item ${it.actualMinutes}`);
        }
        w++;
      }
    });
  });
  results.length = 0;

  // ── roster: build + check (as a roster-wide check runs it), and the check alone on pre-built duties
  const sink: unknown[] = [];
  const roster = await timeInterleaved({
    full: () => {
      for (let i = 0; i < crew.length; i++) sink[i] = checkCrew(reg, i);
    },
    check: () => {
      for (let i = 0; i < inputs.length; i++) sink[i] = checkDutyPeriods(reg, inputs[i]!.history, inputs[i]!.plan);
    },
  });
  sink.length = 0;

  // ── peer against the engine's way, same sums
  const out = new Float64Array(duties * L);
  const sums = await timeInterleaved({
    peer: () => {
      let a = 0;
      for (let i = 0; i < sorted.length; i++) a = naiveCumulativeSums(reg, sorted[i]!, inputs[i]!.history.length, out, a);
    },
    engine: () => {
      let a = 0;
      for (let i = 0; i < sorted.length; i++) a = engineCumulativeSums(reg, sorted[i]!, inputs[i]!.history.length, out, a);
    },
  });

  // ── drags: one assessChange each, timed alone; then the same moves with the server's year of legs. The roster's
  // built duties and results are let go first, so the drags' GC pauses are their own
  inputs.length = 0;
  sorted.length = 0;
  kept.length = 0;
  gc();
  const dragged = await timeDrags(reg, drags.slice(0, DRAG_WARMUP), drags.slice(DRAG_WARMUP), MIN_DRAGS, DRAG_BUDGET_MS);
  const dragSorted = dragged.sorted;
  const dragVerdicts = dragged.verdicts;
  // warmed with every one of them first: a process-wide offset cache then holds their year of zones and hours, as a running server's would
  const serverDragged = await timeDrags(reg, serverDrags, serverDrags, Math.min(SERVER_DRAGS, 20), SERVER_DRAG_BUDGET_MS);

  const peerMs = med(sums.times.peer!);
  const engineSumsMs = med(sums.times.engine!);
  perPreset[key] = {
    duties,
    historyDuties,
    items,
    verdicts,
    rosterMs: r2(med(roster.times.full!)),
    rosterP95Ms: r2(pct(sortNum(roster.times.full!), 0.95)),
    checkOnlyMs: r2(med(roster.times.check!)),
    checkOnlyP95Ms: r2(pct(sortNum(roster.times.check!), 0.95)),
    rosterRuns: roster.times.full!.length,
    gcMsPerIteration: r2(roster.gcMsPerRun),
    dragCheckMs: r3(pct(dragSorted, 0.5)),
    dragCheckP99Ms: r3(pct(dragSorted, 0.99)),
    dragCheckMaxMs: r3(dragSorted[dragSorted.length - 1] ?? NaN),
    drags: dragSorted.length,
    dragVerdicts,
    dragGcMs: r2(dragged.gcMs),
    dragSlowestWithGc: `${dragged.slowWithGc}/${dragged.slowest}`,
    dragServerWindowMs: r3(pct(serverDragged.sorted, 0.5)),
    dragServerWindowP99Ms: r3(pct(serverDragged.sorted, 0.99)),
    serverWindowDrags: serverDragged.sorted.length,
    serverWindowLegs: Math.round(serverDrags.reduce((n, d) => n + d.before.length, 0) / serverDrags.length),
    peerMs: r2(peerMs),
    engineSumsMs: r2(engineSumsMs),
    peerRatio: Math.round((peerMs / engineSumsMs) * 10) / 10,
    sumsCompared: w,
    roundingTies: ties,
    heapDeltaMB: mb(h1 - h0),
    heapRetainedMB: mb(h2 - h0),
    gcDuringHeapRun,
  };
  const f = perPreset[key]!;
  console.log(
    `${key}: ${duties} duties (+${historyDuties} history), ${items} items; roster ${f.rosterMs} ms (check only ${f.checkOnlyMs}), drag ${f.dragCheckMs} ms; ` +
      `peer = engine on ${w} sums${ties ? ` (${ties} .5 ties)` : ''}, peer ${f.peerMs} ms vs ${f.engineSumsMs} ms (${((performance.now() - benchStart) / 1000).toFixed(1)} s)`,
  );

  if (DIAG) {
    // where the roster's time goes: buildDuties alone with the engine's default offsets (as timed above), and with a new
    // OffsetCache for each run (cold: every zone and hour asked of Intl once a run)
    const parts = await timeInterleaved({
      build: () => {
        for (let i = 0; i < crew.length; i++) sink[i] = buildDuties(reg, crew[i]!.legs, options[i]!);
      },
      buildColdCache: () => {
        const offsets = new OffsetCache();
        for (let i = 0; i < crew.length; i++) sink[i] = buildDuties(reg, crew[i]!.legs, options[i]!, offsets);
      },
      fullColdCache: () => {
        const offsets = new OffsetCache();
        for (let i = 0; i < crew.length; i++) sink[i] = checkCrew(reg, i, offsets);
      },
    });
    sink.length = 0;
    diagRows.push({
      preset: key,
      'build ms (engine default offsets)': r2(med(parts.times.build!)),
      'check ms': f.checkOnlyMs,
      'build ms (new OffsetCache a run)': r2(med(parts.times.buildColdCache!)),
      'roster ms (new OffsetCache a run)': r2(med(parts.times.fullColdCache!)),
    });
  }
}
const { otherCpuS, stealS, wallS } = others();

// ── report
const keys = PRESETS.filter((k) => perPreset[k]);
const F = (k: PresetKey) => perPreset[k]!;
console.table(
  keys.map((k) => ({
    preset: k,
    duties: F(k).duties,
    items: F(k).items,
    'roster ms p50': F(k).rosterMs,
    'roster ms p95': F(k).rosterP95Ms,
    'check-only ms p50': F(k).checkOnlyMs,
    'check-only ms p95': F(k).checkOnlyP95Ms,
    'drag ms p50': F(k).dragCheckMs,
    'drag ms p99': F(k).dragCheckP99Ms,
    'drag ms p50, server window': F(k).dragServerWindowMs,
    'peer ms': F(k).peerMs,
    'engine sums ms': F(k).engineSumsMs,
    'peer ÷ engine': F(k).peerRatio,
    'heap Δ MB': F(k).heapDeltaMB,
  })),
);
console.table(
  keys.map((k) => ({
    preset: k,
    'history duties': F(k).historyDuties,
    'duties pass / warning / fail': `${F(k).verdicts.pass} / ${F(k).verdicts.warning} / ${F(k).verdicts.fail}`,
    'roster runs': F(k).rosterRuns,
    'GC ms per iteration (both runs)': F(k).gcMsPerIteration,
    'heap retained MB': F(k).heapRetainedMB,
    drags: F(k).drags,
    'drag max ms': F(k).dragCheckMaxMs,
    'drag GC ms (slowest 1 % with a GC)': `${F(k).dragGcMs} (${F(k).dragSlowestWithGc})`,
    'drags pass / warning / fail': `${F(k).dragVerdicts.pass} / ${F(k).dragVerdicts.warning} / ${F(k).dragVerdicts.fail}`,
    'server-window drags (legs each)': `${F(k).serverWindowDrags} (${F(k).serverWindowLegs})`,
    'server-window drag p99 ms': F(k).dragServerWindowP99Ms,
    'sums compared': F(k).sumsCompared,
  })),
);
if (DIAG) console.table(diagRows);

const worst = <K extends keyof PresetFigures>(field: K) => keys.reduce((a, k) => ((F(k)[field] as number) > (F(a)[field] as number) ? k : a), keys[0]!);
const rosterWorst = worst('rosterMs');
const dragWorst = worst('dragCheckMs');
const rosterMet = F(rosterWorst).rosterMs < TARGET_ROSTER_MS;
const dragMet = F(dragWorst).dragCheckMs < TARGET_DRAG_MS;
const peerRatio = Math.min(...keys.map((k) => F(k).peerRatio));
console.log(`target: whole roster (build + check, ${CREW} pilots, ${DAYS} days) under ${TARGET_ROSTER_MS} ms — worst preset median ${F(rosterWorst).rosterMs} ms (${rosterWorst}), p95 ${F(rosterWorst).rosterP95Ms} ms: ${rosterMet ? 'PASS' : 'MISS'}`);
console.log(`target: a single drag check under ${TARGET_DRAG_MS} ms — worst preset median ${F(dragWorst).dragCheckMs} ms (${dragWorst}), p99 ${F(worst('dragCheckP99Ms')).dragCheckP99Ms} ms: ${dragMet ? 'PASS' : 'MISS'}`);
console.log(`not a target: the same drags with the legs the server reads (${SERVER_HISTORY_DAYS} days back, ${SERVER_AHEAD_DAYS} ahead) — worst preset median ${Math.max(...keys.map((k) => F(k).dragServerWindowMs))} ms`);
console.log(`peer (naive O(n²) cumulative sums) ÷ engine (prefix sums), the same sums: ${keys.map((k) => `${k} ${F(k).peerRatio}`).join(', ')}`);
console.log(`measured over ${wallS} s; meanwhile other processes used ${otherCpuS ?? '?'} CPU-s of this machine's ${availableParallelism()} cores${stealS ? ` (and the hypervisor took ${stealS} s)` : ''}`);
console.log(
  JSON.stringify({
    bench: 'duty',
    crew: CREW,
    days: DAYS,
    historyDays: HISTORY_DAYS,
    legs: allLegs.length,
    duties: Math.max(...keys.map((k) => F(k).duties)),
    rosterMs: F(rosterWorst).rosterMs,
    rosterP95Ms: F(rosterWorst).rosterP95Ms,
    checkOnlyMs: Math.max(...keys.map((k) => F(k).checkOnlyMs)),
    dragCheckMs: F(dragWorst).dragCheckMs,
    dragCheckP99Ms: Math.max(...keys.map((k) => F(k).dragCheckP99Ms)),
    dragServerWindowMs: Math.max(...keys.map((k) => F(k).dragServerWindowMs)),
    peerRatio,
    heapDeltaMB: Math.max(...keys.map((k) => F(k).heapDeltaMB)),
    target: { rosterMs: TARGET_ROSTER_MS, dragCheckMs: TARGET_DRAG_MS },
    met: { rosterMs: rosterMet, dragCheckMs: dragMet },
    otherCpuS,
    ...(stealS ? { stealS } : {}),
    perPreset,
  }),
);
