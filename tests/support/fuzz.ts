/**
 * Property-based fuzzing of the API through Fastify `inject`: requests are generated from each
 * route's own schemas (as the OpenAPI document publishes them), most of them a valid-looking body
 * with one field mutated (so a good share reaches the services), the rest hostile as a whole
 * (wrong types, NUL characters, unpaired surrogates, huge strings, deep nesting, prototype keys,
 * empty edits). The runner counts answers by status class and collects every 5xx.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Schema = Record<string, any>;

/**
 * Bodies per route group. `npm test` sends 1,000 a group on PGlite and 300 on PostgreSQL (about
 * 13,000 and 4,000 requests); `npm run test:fuzz` sends the full 10,000 a group (FOC_FUZZ_BODIES).
 */
export const FUZZ_BODIES = Number(process.env.FOC_FUZZ_BODIES) || 1_000;

export interface FuzzRoute {
  method: string;
  /** OpenAPI path: /a/{id}/b */
  path: string;
  body?: Schema;
  params: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema; required: boolean }[];
}

/** The routes of the app's OpenAPI document (schemas as the validators see them). */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, any>> } }).swagger();
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as { in: string; name: string; schema: Schema; required?: boolean }[];
      routes.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        params: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
      });
    }
  }
  return routes;
}

const HUGE = 'x'.repeat(300_000);
const deep = (depth: number, leaf: unknown): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
/** Own `__proto__` / `constructor` keys, as a JSON body carries them. */
const PROTO = JSON.parse('{"__proto__":{"polluted":"yes"}}') as object;
const CTOR = JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as object;

/** Hostile strings: NUL, unpaired surrogates, direction and zero-width marks, huge, injections. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil',
  '\ufeff\u200b\u200d',
  '\u2028\u2029',
  'Z̸̡̛͍a̷͎l̵̝g̶o',
  '𝕏'.repeat(2000),
  '✈️🛩👨‍👩‍👧',
  'ǅ ß ŉ İ ﬀ',
  '\uffff\ufffe',
  '',
  ' ',
  '\t\r\n',
  "' OR 1=1 --",
  '"; DROP TABLE trips; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '2026-02-30T25:61:61Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZ',
  'a'.repeat(5000),
  HUGE,
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  null,
  true,
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e-308,
  [],
  {},
  [null],
  [[[[]]]],
  { '': '' },
  deep(2000, 'x'),
  deep(50, '\u0000'),
  Array.from({ length: 5000 }, (_, i) => i),
  PROTO,
  CTOR,
];
export const nastyValue = fc.constantFrom(...NASTY_VALUES);

const isoDate = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());

/** Values the app already knows (ids of real records, ICAO codes) so valid-looking bodies go deep. */
export interface Known {
  uuids: string[];
  strings: Record<string, string[]>;
}

function stringArb(s: Schema, key: string, known: Known): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 60);
  const min = Math.min(s.minLength ?? 0, max);
  const named = known.strings[key];
  if (s.format === 'uuid') return known.uuids.length ? fc.oneof(fc.constantFrom(...known.uuids), fc.uuid()) : fc.uuid();
  if (s.format === 'date-time') return isoDate;
  if (s.format === 'date') return isoDate.map((d) => d.slice(0, 10));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (named?.length) return fc.constantFrom(...named);
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      /* a pattern fast-check cannot read: plain text */
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...'abcXYZ019 -_.@中文✈') });
}

/** A value that satisfies (or nearly) `schema`. */
export function validArb(schema: Schema | undefined, known: Known, key = '', depth = 0): fc.Arbitrary<unknown> {
  const s = schema ?? {};
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts) && alts.length) return fc.oneof(...alts.map((a: Schema) => validArb(a, known, key, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validArb(Object.assign({}, ...s.allOf), known, key, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') ?? 'null' : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, p] of Object.entries(props)) record[k] = validArb(p, known, k, depth + 1);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys });
    }
    case 'array': {
      const maxLength = Math.min(s.maxItems ?? 3, 3);
      const minLength = Math.min(s.minItems ?? 0, maxLength);
      const items = validArb(s.items, known, key, depth + 1);
      return s.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { minLength, maxLength });
    }
    case 'string':
      return stringArb(s, key, known);
    case 'integer': {
      const min = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -5);
      const max = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Math.max(min + 10, 10));
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 100_000)) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Replaces (or deletes, or adds) one value at a random place of `value`. */
function mutate(value: unknown, pick: number[], replacement: unknown, op: 'set' | 'delete' | 'add', extraKey: string): unknown {
  if (value === null || typeof value !== 'object') return replacement;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || (op === 'add' && pick.length <= 1)) {
    if (Array.isArray(copy)) copy.push(replacement);
    else Object.defineProperty(copy, extraKey, { value: replacement, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  const k = keys[pick[0]! % keys.length]!;
  const child = copy[k];
  if (pick.length > 1 && child !== null && typeof child === 'object') copy[k] = mutate(child, pick.slice(1), replacement, op, extraKey);
  else if (op === 'delete') {
    if (Array.isArray(copy)) copy.splice(Number(k), 1);
    else delete copy[k];
  } else copy[k] = replacement;
  return copy;
}

/** A request body for a route: mostly a valid body with one mutation, sometimes hostile as a whole. */
export function bodyArb(schema: Schema | undefined, known: Known): fc.Arbitrary<unknown> {
  const valid = validArb(schema, known);
  const mutated = fc
    .tuple(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.oneof(nastyValue, fc.jsonValue({ maxDepth: 2 }), validArb(undefined, known)), fc.constantFrom('set', 'set', 'set', 'delete', 'add'), fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', '\u0000', 'version', 'id', 'companyId'))
    .map(([v, pick, rep, op, key]) => mutate(v, pick, rep, op as 'set' | 'delete' | 'add', key));
  const whole = fc.oneof(nastyValue, fc.jsonValue({ maxDepth: 4 }), fc.constant({}), fc.nat({ max: 20 }).map((version) => ({ version })));
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 10, arbitrary: mutated }, { weight: 3, arbitrary: whole });
}

/** A path or query value: a known one, a random one, or a hostile string. */
export function paramArb(schema: Schema, known: Known, name: string): fc.Arbitrary<string> {
  const valid = validArb(schema, known, name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  const hostile = fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 10_000 && s !== ''), '%00', '%ZZ', '%', '..', '%2e%2e%2f', 'a%00b');
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 2, arbitrary: hostile });
}

export interface FuzzTally {
  requests: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  /** Answers past the schema checks: a 2xx, or a 4xx a service or the database chose. */
  reachedService: number;
  failures: { method: string; url: string; status: number; body: string; payload: string }[];
}

export const emptyTally = (): FuzzTally => ({ requests: 0, s2xx: 0, s4xx: 0, s5xx: 0, reachedService: 0, failures: [] });

/** Encodes a path value unless it is already a percent form we want to send as is. */
function pathValue(v: string): string {
  if (/^(%[0-9A-Za-z]{0,2}|a%00b|%2e%2e%2f)$/.test(v)) return v;
  try {
    return encodeURIComponent(v);
  } catch {
    // an unpaired surrogate: sent as the (invalid) UTF-8 bytes of one
    return `${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** Sends one request and counts its answer. */
export async function send(
  app: FastifyInstance,
  tally: FuzzTally,
  req: { method: string; path: string; params: Record<string, string>; query: Record<string, string>; body: unknown; token?: string; remoteAddress?: string },
): Promise<LightMyRequestResponse> {
  const search = Object.entries(req.query).map(([k, v]) => `${encodeURIComponent(k)}=${pathValue(String(v))}`).join('&');
  const url = req.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(req.params[name] ?? '')) + (search ? `?${search}` : '');
  const hasBody = req.method !== 'GET' && req.body !== undefined;
  const payload = hasBody ? JSON.stringify(req.body) : undefined;
  const res = await app.inject({
    method: req.method as 'GET',
    url,
    headers: { ...(req.token ? { authorization: `Bearer ${req.token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}), 'accept-language': 'en' },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: req.remoteAddress ?? '127.0.0.1',
  });
  tally.requests++;
  if (res.statusCode >= 500) {
    tally.s5xx++;
    if (tally.failures.length < 20) tally.failures.push({ method: req.method, url, status: res.statusCode, body: res.body.slice(0, 300), payload: (payload ?? '').slice(0, 300) });
  } else if (res.statusCode >= 400) {
    tally.s4xx++;
    if (![401, 403, 413, 415, 429].includes(res.statusCode) && !res.body.includes('"errors"')) tally.reachedService++;
  } else {
    tally.s2xx++;
    tally.reachedService++;
  }
  return res;
}

export interface FuzzGroup {
  name: string;
  /** Routes whose path starts with one of these. */
  prefixes: string[];
  /** Sent without a token (the public routes; the others answer 401). */
  anonymous?: boolean;
  /** Paths left to another group (e.g. those that would end the group's own session). */
  exclude?: string[];
}

/** Ids and versions of a group's real records (from its list routes), so edits can hit them. */
async function collectKnown(app: FastifyInstance, token: string, routes: FuzzRoute[], known: Known, versions: Map<string, number>): Promise<void> {
  for (const r of routes.filter((x) => x.method === 'POST' && x.path.endsWith('/list') && !x.path.includes('{'))) {
    const res = await app.inject({ method: 'POST', url: r.path, payload: { pageSize: 30 }, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) continue;
    for (const row of (res.json().result?.list ?? []) as { id?: unknown; version?: unknown; userName?: unknown }[]) {
      if (typeof row.id !== 'string' || row.userName === 'admin') continue; // never the fuzzing user itself
      known.uuids.push(row.id);
      if (typeof row.version === 'number') versions.set(row.id, row.version);
    }
  }
}

/**
 * Fuzzes every route of a group: at least `bodies` generated bodies over its write routes (each
 * route its share), and `perRead` requests with generated path and query values for each read
 * route. Deterministic for a seed.
 */
export async function fuzzGroup(app: FastifyInstance, all: FuzzRoute[], group: FuzzGroup, opts: { token?: string; bodies: number; perRead: number; seed: number; known: Known }): Promise<FuzzTally> {
  const tally = emptyTally();
  const routes = all.filter((r) => group.prefixes.some((p) => r.path.startsWith(p)) && !group.exclude?.some((p) => r.path.startsWith(p)));
  const writes = routes.filter((r) => r.method !== 'GET');
  const reads = routes.filter((r) => r.method === 'GET');
  const known: Known = { uuids: [...opts.known.uuids], strings: opts.known.strings };
  const versions = new Map<string, number>();
  if (opts.token) await collectKnown(app, opts.token, routes, known, versions);
  const perWrite = Math.ceil(opts.bodies / Math.max(1, writes.length));
  let seed = opts.seed;
  for (const route of [...writes, ...reads]) {
    const n = route.method === 'GET' ? opts.perRead : perWrite;
    const requestArb = fc.record({
      params: fc.record(Object.fromEntries(route.params.map((p) => [p.name, paramArb(p.schema, known, p.name)]))),
      query: fc.record(Object.fromEntries(route.query.map((q) => [q.name, paramArb(q.schema, known, q.name)])), { requiredKeys: route.query.filter((q) => q.required).map((q) => q.name) }),
      body: route.body ? bodyArb(route.body, known) : fc.constant(undefined),
      useVersion: fc.boolean(),
      ip: fc.integer({ min: 1, max: 250 }),
    });
    const t0 = performance.now();
    const samples = fc.sample(requestArb, { numRuns: n, seed: seed++ });
    const t1 = performance.now();
    for (const r of samples) {
      const id = r.params.id;
      const body = r.body as Record<string, unknown> | undefined;
      if (r.useVersion && id && versions.has(id) && body && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'version')) body.version = versions.get(id);
      const res = await send(app, tally, {
        method: route.method,
        path: route.path,
        params: r.params as Record<string, string>,
        query: r.query as Record<string, string>,
        body: r.body,
        ...(opts.token ? { token: opts.token } : {}),
        remoteAddress: `10.1.${r.ip}.${(tally.requests % 250) + 1}`,
      });
      if (res.statusCode === 200 && route.method !== 'GET') {
        const result = res.json().result as { id?: unknown; version?: unknown } | null;
        if (result && typeof result.id === 'string' && typeof result.version === 'number') versions.set(result.id, result.version);
      }
    }
    if (process.env.FOC_FUZZ_PROFILE) console.log(`${route.method} ${route.path} ${n}: sample ${(t1 - t0).toFixed(0)} ms, send ${(performance.now() - t1).toFixed(0)} ms`);
  }
  return tally;
}

/** One line per group for the test output. */
export function report(rows: [string, FuzzTally][]): string {
  const line = (name: string, t: FuzzTally) =>
    `${name.padEnd(14)} ${String(t.requests).padStart(7)} req  2xx ${String(t.s2xx).padStart(6)}  4xx ${String(t.s4xx).padStart(6)}  5xx ${String(t.s5xx).padStart(3)}  past schema ${((100 * t.reachedService) / Math.max(1, t.requests)).toFixed(1)}%`;
  return rows.map(([n, t]) => line(n, t)).join('\n');
}
