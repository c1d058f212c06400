/** The list-query language through POST /common/v1/sysUsers/list: paging, sorting, filters, refusals, fuzzing. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/fixtures';
import { createTestApp, type TestApp } from '../support/testApp';

const URL_LIST = '/common/v1/sysUsers/list';
type User = { id: string; userName: string; status: number; accountType: number };

let t: TestApp;
let token: string;
let all: User[];
const names = (list: User[]) => list.map((u) => u.userName);
const list = (payload: unknown) => t.call(token, { method: 'POST', url: URL_LIST, payload: payload as object });
async function okList(payload: unknown): Promise<{ totalNum: number; list: User[] }> {
  const res = await list(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}
async function expect400(payload: unknown) {
  const res = await list(payload);
  expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(400);
  expect(res.json()).toMatchObject({ code: 400, key: 'error.requestParameter' });
  return res.json();
}
const where = (...conditions: object[]) => ({ pageSize: 500, searchParas: { conditions } });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('admin');
  // one disabled sub-account with LIKE metacharacters nowhere in its name, to filter on
  // a sub account belongs to a main account of the company: the administrator's
  const mainId = (await okList(where({ name: 'userName', op: 'eq', value: 'admin' }))).list[0]!.id;
  for (const [userName, status, accountType] of [['qa-disabled', 0, 2], ['qa_under', 1, 1]] as const) {
    const parent = accountType === 2 ? { parentId: mainId } : {};
    const res = await t.call(token, { method: 'POST', url: '/common/v1/sysUsers', payload: { userName, password: TEST_PASSWORD, personName: 'QA', status, accountType, ...parent } });
    expect(res.statusCode, res.body).toBe(200);
  }
  all = (await okList({ pageSize: 500 })).list;
  expect(all.length).toBe(13); // admin, ten seat users, two made here; company B is not listed
});
afterAll(async () => t.close());

describe('paging and sorting', () => {
  it('pages cover every row exactly once and report totalNum', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const r = await okList({ page, pageSize: 4 });
      expect(r.totalNum).toBe(13);
      expect(r.list.length).toBe(page < 4 ? 4 : 1);
      seen.push(...r.list.map((u) => u.id));
    }
    expect(new Set(seen).size).toBe(13);
    expect((await okList({ page: 5, pageSize: 4 })).list).toEqual([]);
    expect((await okList({})).list.length).toBe(13); // default page size 20
  });

  it('sorts by userName asc and desc', async () => {
    const sorted = names(all).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const asc = await okList({ pageSize: 500, sortProperties: 'userName', sortDirection: 'asc' });
    const desc = await okList({ pageSize: 500, sortProperties: ['userName'], sortDirection: 'DESC' });
    // these names sort the same under the C and the ICU/libc collations
    expect(names(asc.list)).toEqual(sorted);
    expect(names(desc.list)).toEqual([...sorted].reverse());
    expect(names((await okList({ pageSize: 3, sortProperties: 'userName' })).list)).toEqual(sorted.slice(0, 3));
  });
});

describe('filters', () => {
  it('like is a case-insensitive substring match; metacharacters are literal', async () => {
    expect(names((await okList(where({ name: 'userName', op: 'like', value: 'DEMO-C' }))).list).sort()).toEqual(['demo-cabin', 'demo-control', 'demo-crew', 'demo-cs']);
    expect(names((await okList(where({ name: 'userName', op: 'like', value: '_' }))).list)).toEqual(['qa_under']);
    expect((await okList(where({ name: 'userName', op: 'like', value: '%' }))).list).toEqual([]);
  });

  it('in and eq on the enum status', async () => {
    const r = await okList(where({ name: 'userName', op: 'in', value: ['demo-cs', 'admin', 'nobody'] }));
    expect(names(r.list).sort()).toEqual(['admin', 'demo-cs']);
    expect(r.totalNum).toBe(2);
    expect(names((await okList(where({ name: 'status', op: 'eq', value: 0 }))).list)).toEqual(['qa-disabled']);
    expect((await okList(where({ name: 'status', op: 'eq', value: 1 }))).totalNum).toBe(12);
    expect((await okList(where({ name: 'status', op: 'ne', value: 1 }))).totalNum).toBe(1);
  });

  it('and / or logic and a nested group', async () => {
    const and = await okList({ pageSize: 500, searchParas: { logic: 'and', conditions: [{ name: 'userName', op: 'startsWith', value: 'qa' }, { name: 'status', op: 'eq', value: 1 }] } });
    expect(names(and.list)).toEqual(['qa_under']);
    const or = await okList({ pageSize: 500, searchParas: { logic: 'OR', conditions: [{ name: 'userName', op: 'eq', value: 'admin' }, { name: 'status', op: 'eq', value: 0 }] } });
    expect(names(or.list).sort()).toEqual(['admin', 'qa-disabled']);
    // accountType = 2 OR (userName starts with demo-c AND userName like 'ew')
    const nested = await okList({
      pageSize: 500,
      searchParas: {
        logic: 'or',
        conditions: [
          { name: 'accountType', op: 'eq', value: 2 },
          { logic: 'and', conditions: [{ name: 'userName', op: 'startsWith', value: 'demo-c' }, { name: 'userName', op: 'like', value: 'ew' }] },
        ],
      },
    });
    expect(names(nested.list).sort()).toEqual(['demo-crew', 'qa-disabled']);
    expect(nested.totalNum).toBe(2);
    // an empty group constrains nothing
    expect((await okList({ pageSize: 500, searchParas: { conditions: [] } })).totalNum).toBe(13);
  });
});

describe('refusals: 400 error.requestParameter', () => {
  const cases: [string, unknown][] = [
    ['unknown field name', where({ name: 'passwordHash', op: 'eq', value: 'x' })],
    ['field of another table', where({ name: 'companyId', op: 'eq', value: 'x' })],
    ['prototype key as field', where({ name: '__proto__', op: 'eq', value: 'x' })],
    ['op not allowed for the field (like on status)', where({ name: 'status', op: 'like', value: '1' })],
    ['op not allowed (between on userName)', where({ name: 'userName', op: 'between', value: ['a', 'z'] })],
    ['unknown op', where({ name: 'userName', op: 'regex', value: '.*' })],
    ['string for the enum status', where({ name: 'status', op: 'eq', value: '1' })],
    ['value outside the enum', where({ name: 'status', op: 'eq', value: 7 })],
    ['number for userName', where({ name: 'userName', op: 'eq', value: 12 })],
    ['object for userName', where({ name: 'userName', op: 'eq', value: { $ne: null } })],
    ['in with a scalar', where({ name: 'userName', op: 'in', value: 'admin' })],
    ['in with an empty list', where({ name: 'userName', op: 'in', value: [] })],
    ['bad datetime', where({ name: 'createTime', op: 'gt', value: '2024-02-30T00:00:00Z' })],
    ['unknown top-level field', { pageSize: 5, where: '1=1' }],
    ['unknown condition field', where({ name: 'userName', op: 'eq', value: 'admin', raw: true })],
    ['bad logic', { searchParas: { logic: 'xor', conditions: [] } }],
    ['pageSize 0', { pageSize: 0 }],
    ['pageSize 10000', { pageSize: 10000 }],
    ['page 0', { page: 0 }],
    ['pageSize as string', { pageSize: '20' }],
    ['unknown sortProperties', { sortProperties: 'passwordHash' }],
    ['unsortable field', { sortProperties: 'mobile' }],
    ['bad sortDirection', { sortProperties: 'userName', sortDirection: 'sideways' }],
    ['groups nested too deep', { searchParas: { conditions: [{ conditions: [{ conditions: [{ conditions: [] }] }] }] } }],
    ['body is an array', []],
  ];
  it.each(cases)('%s', async (_name, body) => {
    await expect400(body);
  });

  it('names the offending field', async () => {
    const body = await expect400(where({ name: 'passwordHash', op: 'eq', value: 'x' }));
    expect(body.result).toMatchObject({ field: 'passwordHash', reason: 'unknownField' });
  });
});

describe('injection attempts', () => {
  it('a field name carrying SQL is refused', async () => {
    await expect400(where({ name: 'userName; drop table users', op: 'eq', value: 'x' }));
    await expect400({ sortProperties: 'userName; drop table users' });
    await expect400({ sortProperties: 'userName desc, (select 1)' });
    await expect400({ sortDirection: 'asc; drop table users' });
  });

  it('values are bound, never spliced: they match only literally', async () => {
    for (const value of ["' OR 1=1 --", "admin' --", '%', '\\', "'; drop table users; --"]) {
      for (const op of ['eq', 'like', 'startsWith'] as const) {
        const r = await okList(where({ name: 'userName', op, value }));
        expect(r.list, `${op} ${value}`).toEqual([]);
      }
      expect((await okList(where({ name: 'userName', op: 'in', value: [value, 'admin'] }))).list.map((u) => u.userName)).toEqual(['admin']);
    }
  });

  it('the users table still answers afterwards', async () => {
    expect((await okList({ pageSize: 500 })).totalNum).toBe(13);
  });
});

describe('fuzzing', () => {
  const field = fc.constantFrom('userName', 'personName', 'email', 'mobile', 'status', 'accountType', 'accessType', 'lastLoginTime', 'createTime', 'nope', '');
  const op = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'startsWith', 'endsWith', 'in', 'notIn', 'between', 'isNull', 'isNotNull', 'bogus');
  const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string(), fc.integer(), fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  const condition = fc.record({ name: field, op, value }, { requiredKeys: ['name', 'op'] });
  const group = fc.record({ logic: fc.constantFrom('and', 'or', 'AND', 'nand'), conditions: fc.array(fc.oneof(condition, fc.record({ conditions: fc.array(condition, { maxLength: 3 }) })), { maxLength: 4 }) }, { requiredKeys: ['conditions'] });
  const shaped = fc.record(
    {
      page: fc.oneof(fc.integer({ min: -2, max: 200_000 }), fc.string()),
      pageSize: fc.oneof(fc.integer({ min: -2, max: 1000 }), fc.constant(null)),
      sortProperties: fc.oneof(field, fc.array(field, { maxLength: 6 })),
      sortDirection: fc.constantFrom('asc', 'desc', 'DESC', 'up'),
      searchParas: group,
    },
    { requiredKeys: [] },
  );

  it('random JSON bodies, shaped or not, never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(shaped, fc.jsonValue({ maxDepth: 4 })), async (body) => {
        const res = await t.call(token, { method: 'POST', url: URL_LIST, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 50) },
    );
    expect((await okList({ pageSize: 1 })).totalNum).toBe(13);
  });
});
