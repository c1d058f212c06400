import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect, boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  compileListQuery,
  defineListResource,
  listAnswerSchema,
  ListQueryError,
  ListQuerySchema,
  type ListCondition,
  type ListGroup,
  type ListOp,
  type ListQueryBody,
  type ListQuerySchemaBody,
  type ListResourceDef,
} from './index';
import { Type } from 'typebox';

const t = pgTable('lq_items', {
  id: integer('id').primaryKey(),
  name: text('name'),
  qty: integer('qty'),
  price: numeric('price', { precision: 10, scale: 2 }),
  active: boolean('active').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  day: date('day'),
  ref: uuid('ref').notNull(),
  status: text('status').notNull(),
});

const NAMES = ['Alpha', 'alpha', 'ALPHA beta', 'Bravo', 'bravo_2', 'bravoX2', '50% off', '50 percent', 'back\\slash', 'backslash',
  "O'Brien", 'charlie', 'Delta', 'delta', 'echo', 'Echo echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima',
  'mike', 'november', 'oscar', 'papa', 'quebec', null, null] as const;
const ROWS = NAMES.map((name, i) => ({
  id: i + 1,
  name,
  qty: i % 7 === 3 ? null : (i * 7) % 11,
  price: i === 5 ? null : (((i * 13) % 20) + 0.5).toFixed(2),
  active: i % 3 === 0,
  createdAt: new Date(Date.UTC(2024, 0, 1, i)),
  day: i % 10 === 9 ? null : `2024-02-${String((i % 28) + 1).padStart(2, '0')}`,
  ref: `00000000-0000-4000-8000-${(i + 1).toString(16).padStart(12, '0')}`,
  status: (['open', 'closed', 'draft'] as const)[i % 3]!,
}));
type Row = (typeof ROWS)[number];

const CMP: ListOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'notIn', 'between', 'isNull', 'isNotNull'];
const TEXT: ListOp[] = [...CMP, 'like', 'startsWith', 'endsWith'];
const items = defineListResource({
  name: 'items',
  fields: {
    id: { column: t.id, type: 'integer', ops: CMP, sortable: true },
    name: { column: t.name, type: 'string', ops: TEXT, sortable: true },
    nameC: { column: sql`${t.name} COLLATE "C"`, type: 'string', ops: TEXT, sortable: true },
    qty: { column: t.qty, type: 'integer', ops: CMP, sortable: true },
    price: { column: t.price, type: 'number', ops: CMP, sortable: true },
    active: { column: t.active, type: 'boolean', ops: ['eq', 'ne'], sortable: true },
    createdAt: { column: t.createdAt, type: 'datetime', ops: CMP, sortable: true },
    day: { column: t.day, type: 'date', ops: CMP },
    ref: { column: t.ref, type: 'uuid', ops: ['eq', 'in'] },
    status: { column: t.status, type: 'enum', ops: ['eq', 'in', 'notIn'], enumValues: ['open', 'closed', 'draft'] },
  },
  defaultSort: { field: 'id', direction: 'asc' },
  tieBreaker: t.id,
} satisfies ListResourceDef);

let client: PGlite;
let db: ReturnType<typeof drizzle>;
beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await client.exec(`CREATE TABLE lq_items (id integer PRIMARY KEY, name text, qty integer, price numeric(10,2),
    active boolean NOT NULL, created_at timestamptz NOT NULL, day date, ref uuid NOT NULL, status text NOT NULL)`);
  await db.insert(t).values(ROWS);
});
afterAll(async () => client?.close());

async function run(body: ListQueryBody, def: ListResourceDef = items) {
  const q = compileListQuery(def, body);
  return db.select().from(t).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
}
const ids = async (conditions: (ListCondition | ListGroup)[], logic?: ListGroup['logic']) =>
  (await run({ pageSize: 500, searchParas: { conditions, logic } })).map((r) => r.id);
const where = (f: (r: Row) => boolean) => ROWS.filter(f).map((r) => r.id);
const nameIds = (...names: string[]) => where((r) => r.name !== null && names.includes(r.name));
function rejects(body: ListQueryBody, field: string, reason: ListQueryError['reason'], def: ListResourceDef = items) {
  const err = (() => { try { compileListQuery(def, body); } catch (e) { return e; } })();
  expect(err).toBeInstanceOf(ListQueryError);
  expect(err).toMatchObject({ field, reason, statusCode: 400 });
}
const cond = (name: string, op: ListOp, value?: unknown): ListQueryBody => ({ searchParas: { conditions: [{ name, op, value }] } });

describe('operators and types', () => {
  it.each<[string, ListOp, unknown, (r: Row) => boolean]>([
    ['qty', 'eq', 3, (r) => r.qty === 3],
    ['qty', 'ne', 3, (r) => r.qty !== null && r.qty !== 3],
    ['qty', 'gt', 7, (r) => r.qty !== null && r.qty > 7],
    ['qty', 'ge', 7, (r) => r.qty !== null && r.qty >= 7],
    ['qty', 'lt', 2, (r) => r.qty !== null && r.qty < 2],
    ['qty', 'le', 2, (r) => r.qty !== null && r.qty <= 2],
    ['qty', 'in', [0, 5, 99], (r) => r.qty === 0 || r.qty === 5],
    ['qty', 'notIn', [0, 5], (r) => r.qty !== null && r.qty !== 0 && r.qty !== 5],
    ['qty', 'between', [2, 4], (r) => r.qty !== null && r.qty >= 2 && r.qty <= 4],
    ['qty', 'isNull', undefined, (r) => r.qty === null],
    ['qty', 'isNotNull', null, (r) => r.qty !== null],
    ['price', 'gt', 15.5, (r) => r.price !== null && Number(r.price) > 15.5],
    ['price', 'between', [3, 8.5], (r) => r.price !== null && Number(r.price) >= 3 && Number(r.price) <= 8.5],
    ['active', 'eq', true, (r) => r.active],
    ['active', 'ne', true, (r) => !r.active],
    ['createdAt', 'ge', '2024-01-01T05:00:00Z', (r) => r.id >= 6],
    ['createdAt', 'lt', '2024-01-01T10:00:00+05:00', (r) => r.id <= 5],
    ['createdAt', 'gt', '2024-01-01T04:59:59.999999Z', (r) => r.id >= 6],
    ['createdAt', 'between', ['2024-01-01T02:00:00.000Z', '2023-12-31T22:00:00-05:00'], (r) => r.id >= 3 && r.id <= 4],
    ['day', 'eq', '2024-02-03', (r) => r.day === '2024-02-03'],
    ['day', 'between', ['2024-02-01', '2024-02-05'], (r) => r.day !== null && r.day <= '2024-02-05'],
    ['day', 'isNull', null, (r) => r.day === null],
    ['ref', 'eq', '00000000-0000-4000-8000-00000000000B', (r) => r.id === 11],
    ['ref', 'in', ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000001e'], (r) => r.id === 2 || r.id === 30],
    ['status', 'in', ['open', 'draft'], (r) => r.status !== 'closed'],
    ['status', 'notIn', ['open'], (r) => r.status !== 'open'],
    ['name', 'eq', 'alpha', (r) => r.name === 'alpha'],
    ['name', 'isNull', undefined, (r) => r.name === null],
  ])('%s %s %j', async (name, op, value, ref) => {
    expect(await ids([{ name, op, value }])).toEqual(where(ref));
  });

  it('like / startsWith / endsWith are case-insensitive and treat %, _ and \\ literally', async () => {
    expect(await ids([{ name: 'name', op: 'like', value: 'ALPHA' }])).toEqual(nameIds('Alpha', 'alpha', 'ALPHA beta'));
    expect(await ids([{ name: 'name', op: 'startsWith', value: 'bravo' }])).toEqual(nameIds('Bravo', 'bravo_2', 'bravoX2'));
    expect(await ids([{ name: 'name', op: 'endsWith', value: 'ECHO' }])).toEqual(nameIds('echo', 'Echo echo'));
    expect(await ids([{ name: 'name', op: 'like', value: '%' }])).toEqual(nameIds('50% off'));
    expect(await ids([{ name: 'name', op: 'like', value: '_' }])).toEqual(nameIds('bravo_2'));
    expect(await ids([{ name: 'name', op: 'startsWith', value: 'bravo_' }])).toEqual(nameIds('bravo_2'));
    expect(await ids([{ name: 'name', op: 'like', value: '\\' }])).toEqual(nameIds('back\\slash'));
    expect(await ids([{ name: 'name', op: 'like', value: "o'b" }])).toEqual(nameIds("O'Brien"));
    expect(await ids([{ name: 'name', op: 'like', value: '' }])).toEqual(where((r) => r.name !== null));
  });

  it('and / or logic and nested groups (3 levels)', async () => {
    const a = { name: 'qty', op: 'lt', value: 3 } as const;
    const b = { name: 'active', op: 'eq', value: true } as const;
    expect(await ids([a, b])).toEqual(where((r) => r.qty !== null && r.qty < 3 && r.active));
    expect(await ids([a, b], 'OR')).toEqual(where((r) => (r.qty !== null && r.qty < 3) || r.active));
    const nested = await ids(
      [{ name: 'status', op: 'eq', value: 'open' },
        { logic: 'or', conditions: [a, { conditions: [{ name: 'id', op: 'gt', value: 25 }, { name: 'name', op: 'isNull' }] }] },
        { logic: 'or', conditions: [] }],
      'and',
    );
    expect(nested).toEqual(where((r) => r.status === 'open' && ((r.qty !== null && r.qty < 3) || (r.id > 25 && r.name === null))));
    expect(await ids([])).toEqual(where(() => true));
    expect(compileListQuery(items, { searchParas: { conditions: [{ conditions: [] }] } }).where).toBeUndefined();
  });
});

describe('paging and sorting', () => {
  const pgDesc = (k: 'qty') => (x: Row, y: Row) =>
    x[k] === y[k] ? x.id - y.id : x[k] === null ? -1 : y[k] === null ? 1 : y[k]! - x[k]!;
  it('pages are stable and cover every row exactly once with the tie-breaker', async () => {
    const all: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const rows = await run({ page, pageSize: 7, sortProperties: 'qty', sortDirection: 'DESC' });
      expect(rows.length).toBe(page === 5 ? 2 : 7);
      all.push(...rows.map((r) => r.id));
    }
    expect(all).toEqual([...ROWS].sort(pgDesc('qty')).map((r) => r.id));
    expect(compileListQuery(items, { page: 3, pageSize: 7 })).toMatchObject({ limit: 7, offset: 14, page: 3, pageSize: 7 });
    expect(compileListQuery(items, {})).toMatchObject({ limit: 20, offset: 0, page: 1, where: undefined });
  });
  it('sorts by several properties, sql expressions, and the default', async () => {
    const rows = await run({ pageSize: 500, sortProperties: ['active', 'qty'], sortDirection: 'desc' });
    const byActive = (x: Row, y: Row) => Number(y.active) - Number(x.active) || pgDesc('qty')(x, y);
    expect(rows.map((r) => r.id)).toEqual([...ROWS].sort(byActive).map((r) => r.id));
    const named = (await run({ pageSize: 3, sortProperties: ['nameC'] })).map((r) => r.name);
    expect(named).toEqual(['50 percent', '50% off', 'ALPHA beta']);
    expect((await run({ pageSize: 2 })).map((r) => r.id)).toEqual([1, 2]);
    const latest = defineListResource({ ...items, defaultSort: { field: 'createdAt', direction: 'desc' } });
    expect((await run({ pageSize: 2 }, latest)).map((r) => r.id)).toEqual([30, 29]);
  });
});

describe('rejections', () => {
  it.each<[ListQueryBody, string, ListQueryError['reason']]>([
    [cond('nope', 'eq', 1), 'nope', 'unknownField'],
    [cond('__proto__', 'eq', 1), '__proto__', 'unknownField'],
    [cond('constructor', 'isNull'), 'constructor', 'unknownField'],
    [cond('name; drop table lq_items', 'eq', 'x'), 'name; drop table lq_items', 'unknownField'],
    [cond('name" --', 'eq', 'x'), 'name" --', 'unknownField'],
    [cond('active', 'gt', true), 'active', 'opNotAllowed'],
    [cond('qty', 'regex' as ListOp, '.*'), 'qty', 'opNotAllowed'],
    [cond('qty', 'like', '1'), 'qty', 'opNotAllowed'],
    [cond('name', 'eq', 'x'.repeat(201)), 'name', 'badValue'],
    [cond('name', 'eq', 5), 'name', 'badValue'],
    [cond('name', 'like', 'a\u0000'), 'name', 'badValue'],
    [cond('name', 'eq', null), 'name', 'badValue'],
    [cond('price', 'eq', Number.NaN), 'price', 'badValue'],
    [cond('price', 'eq', Infinity), 'price', 'badValue'],
    [cond('price', 'eq', '5'), 'price', 'badValue'],
    [cond('qty', 'eq', 1.5), 'qty', 'badValue'],
    [cond('qty', 'eq', 2 ** 31), 'qty', 'badValue'],
    [cond('active', 'eq', 'true'), 'active', 'badValue'],
    ...['2024-01-01', '2024-02-30T00:00:00Z', '2024-01-01T00:00:00', '2024-01-01 00:00:00Z', '2024-01-01T24:00:00Z',
      '2024-01-01T00:00Z', '2024-01-01T00:00:00.1234567Z', '0000-01-01T00:00:00Z', 1704067200000].map(
      (v): [ListQueryBody, string, ListQueryError['reason']] => [cond('createdAt', 'eq', v), 'createdAt', 'badValue']),
    ...['2024-02-30', '2023-02-29', '2024-1-01', '2024-01-01T00:00:00Z', '0000-01-01'].map(
      (v): [ListQueryBody, string, ListQueryError['reason']] => [cond('day', 'eq', v), 'day', 'badValue']),
    [cond('ref', 'eq', 'not-a-uuid'), 'ref', 'badValue'],
    [cond('status', 'eq', 'bogus'), 'status', 'badValue'],
    [cond('qty', 'in', 1), 'qty', 'badValue'],
    [cond('qty', 'in', []), 'qty', 'badValue'],
    [cond('qty', 'in', [1, 'x']), 'qty', 'badValue'],
    [cond('qty', 'notIn', Array.from({ length: 501 }, (_, i) => i)), 'qty', 'tooMany'],
    [cond('qty', 'between', [1]), 'qty', 'badValue'],
    [cond('qty', 'between', [1, 2, 3]), 'qty', 'badValue'],
    [cond('qty', 'isNull', false), 'qty', 'badValue'],
    [cond('qty', 'isNotNull', 'x'), 'qty', 'badValue'],
    [{ sortProperties: 'day' }, 'day', 'notSortable'],
    [{ sortProperties: ['id', 'nope'] }, 'nope', 'unknownField'],
    [{ sortProperties: 'id; drop table lq_items' }, 'id; drop table lq_items', 'unknownField'],
    [{ sortProperties: ['id', 'qty', 'name', 'price', 'active', 'createdAt'] }, 'sortProperties', 'tooMany'],
    [{ sortDirection: 'up' as 'asc' }, 'sortDirection', 'badValue'],
    [{ searchParas: { conditions: [{ conditions: [{ conditions: [{ conditions: [] }] }] }] } }, 'searchParas', 'tooDeep'],
    [{ searchParas: { conditions: Array.from({ length: 51 }, () => ({ name: 'id', op: 'isNull' as const })) } }, 'searchParas', 'tooMany'],
    [{ searchParas: { logic: 'xor' as 'or', conditions: [] } }, 'logic', 'badValue'],
    [{ page: 0 }, 'page', 'badValue'],
    [{ page: 100_001 }, 'page', 'badValue'],
    [{ page: 1.5 }, 'page', 'badValue'],
    [{ pageSize: 501 }, 'pageSize', 'badValue'],
  ])('#%# → %s %s', (body, field, reason) => rejects(body, field, reason));

  it('honours maxPageSize and rejects broken definitions', () => {
    rejects({ pageSize: 11 }, 'pageSize', 'badValue', { ...items, maxPageSize: 10 });
    const base = { name: 'bad', defaultSort: { field: 'a', direction: 'asc' }, tieBreaker: t.id } as const;
    for (const a of [
      { column: t.qty, type: 'integer', ops: ['like'] },
      { column: t.status, type: 'enum', ops: ['eq'] },
      { column: t.qty, type: 'number', ops: ['eq'] },
      { column: t.name, type: 'string', ops: ['eq'], enumValues: ['x'] },
    ] as const) {
      expect(() => compileListQuery({ ...base, fields: { a } }, {})).toThrow(/list resource "bad"/);
    }
    expect(() => defineListResource({ ...items, defaultSort: { field: 'nope', direction: 'asc' } })).toThrow(/defaultSort/);
  });
});

describe('injection', () => {
  it('binds every value as a parameter and leaks no rows; the table survives', async () => {
    for (const value of ["' OR 1=1 --", "'; drop table lq_items; --", 'x" OR "1"="1']) {
      expect(await ids([{ name: 'name', op: 'eq', value }])).toEqual([]);
      expect(await ids([{ name: 'name', op: 'like', value }])).toEqual([]);
      const q = new PgDialect().sqlToQuery(compileListQuery(items, cond('name', 'in', [value, 'a'])).where!);
      expect(q.sql).not.toContain(value);
      expect(q.params).toEqual([value, 'a']);
    }
    const like = new PgDialect().sqlToQuery(compileListQuery(items, cond('name', 'like', '50%_\\')).where!);
    expect(like).toMatchObject({ sql: `"lq_items"."name" ILIKE $1 ESCAPE '\\'`, params: ['%50\\%\\_\\\\%'] });
    expect((await client.query<{ n: number }>('select count(*)::int as n from lq_items')).rows[0]?.n).toBe(30);
  });
});

describe('schema', () => {
  it('accepts the convention and rejects anything else', () => {
    expectTypeOf<ListQuerySchemaBody>().toExtend<ListQueryBody>();
    const c = { name: 'qty', op: 'eq', value: { any: ['json'] } };
    expect(Value.Check(ListQuerySchema, { page: 2, pageSize: 500, sortProperties: ['a'], sortDirection: 'DESC',
      searchParas: { logic: 'or', conditions: [c, { conditions: [c, { logic: 'AND', conditions: [c] }] }] } })).toBe(true);
    expect(Value.Check(ListQuerySchema, { sortProperties: '' })).toBe(true);
    for (const bad of [{ extra: 1 }, { page: 0 }, { pageSize: 501 }, { page: 1.5 }, { sortProperties: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { sortDirection: 'up' }, { searchParas: { conditions: [{ ...c, x: 1 }] } }, { searchParas: { conditions: [], x: 1 } },
      { searchParas: { conditions: [{ name: 'a', op: 'regex' }] } }, { searchParas: { logic: 'xor', conditions: [] } },
      { searchParas: { conditions: Array.from({ length: 51 }, () => c) } },
      { searchParas: { conditions: [{ conditions: [{ conditions: [{ conditions: [] }] }] }] } }]) {
      expect(Value.Check(ListQuerySchema, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(Value.Default(ListQuerySchema, {})).toEqual({ page: 1, pageSize: 20 });
    const answer = listAnswerSchema(Type.Object({ id: Type.Integer() }));
    expect(Value.Check(answer, { totalNum: 1, list: [{ id: 1 }] })).toBe(true);
    expect(Value.Check(answer, { totalNum: 1, list: [{ id: 'x' }] })).toBe(false);
  });
});

describe('property: compiled SQL agrees with a JS reference', () => {
  const ALPHABET = fc.constantFrom('a', 'A', 'l', 'p', 'h', 'b', 'r', 'o', '5', '0', '%', '_', '\\', "'", ' ');
  const str = fc.oneof(fc.string({ unit: ALPHABET, maxLength: 6 }), fc.constantFrom(...NAMES.filter((n) => n !== null)));
  const int = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.integer());
  const junk = fc.oneof(fc.double(), fc.constant(2 ** 31), fc.constant(null), fc.boolean(), fc.string({ maxLength: 3 }));
  const scalarOf = (field: string) => fc.oneof({ weight: 6, arbitrary: field === 'nameC' ? str : int }, { weight: 1, arbitrary: junk });
  const condArb = fc.constantFrom('id', 'qty', 'nameC').chain((name) => {
    const ops: ListOp[] = ['eq', 'ne', 'gt', 'lt', 'in', ...(name === 'nameC' ? (['like', 'startsWith', 'endsWith'] as const) : [])];
    const list = fc.array(scalarOf(name), { maxLength: 4 });
    return fc.constantFrom(...ops).chain((op) => fc.record({
      name: fc.constant(name),
      op: fc.constant(op),
      value: op === 'in' ? fc.oneof({ weight: 6, arbitrary: list }, scalarOf(name)) : fc.oneof({ weight: 8, arbitrary: scalarOf(name) }, list),
    }));
  });
  const validScalar = (name: string, v: unknown) => (name === 'nameC' ? typeof v === 'string'
    : typeof v === "number" && Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31);
  const valid = (c: ListCondition) => (c.op === 'in' ? Array.isArray(c.value) && c.value.length > 0 && c.value.every((v) => validScalar(c.name, v))
    : !Array.isArray(c.value) && validScalar(c.name, c.value));
  const test = (c: ListCondition, r: Row): boolean => {
    const x = c.name === 'nameC' ? r.name : c.name === 'id' ? r.id : r.qty;
    if (x === null) return false;
    const v = c.value as typeof x;
    const lower = (s: unknown) => String(s).toLowerCase();
    switch (c.op) {
      case 'eq': return x === v;
      case 'ne': return x !== v;
      case 'gt': return x > v;
      case 'lt': return x < v;
      case 'in': return (c.value as unknown[]).includes(x);
      case 'like': return lower(x).includes(lower(v));
      case 'startsWith': return lower(x).startsWith(lower(v));
      default: return lower(x).endsWith(lower(v));
    }
  };
  it('throws ListQueryError exactly for invalid input, otherwise returns the reference rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(condArb, { maxLength: 4 }), fc.constantFrom('and', 'or') as fc.Arbitrary<'and' | 'or'>,
        async (conditions, logic) => {
          const body: ListQueryBody = { pageSize: 500, searchParas: { logic, conditions } };
          if (!conditions.every(valid)) {
            expect(() => compileListQuery(items, body)).toThrow(ListQueryError);
            return;
          }
          const got = (await run(body)).map((r) => r.id);
          const keep = (r: Row) => conditions.length === 0 || (logic === 'or' ? conditions.some((c) => test(c, r)) : conditions.every((c) => test(c, r)));
          expect(got).toEqual(where(keep));
        }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  }, 120_000);
});
