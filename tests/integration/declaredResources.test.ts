/**
 * Generated per declared resource (src/contract/resources): every declaration gets the same round
 * trip — create, read, list with search / sort / paging, versioned update and 412, the unique keys'
 * 409 on their field, references within the company (and a tree without cycles), the 409 in words
 * of a delete still referred to, company scope, permissions, unknown fields and NUL characters,
 * the xlsx export of the list and the xlsx import (all rows or none, dry run).
 * A new declaration needs nothing here unless it brings a new code pattern (PATTERN_VALUES).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredColumns, declaredImportColumns, DECLARED_RESOURCES, referencesTo, type FieldDecl, type ResourceDecl } from '../../src/contract/resources';
import { NETWORK_ADDRESS_PATTERN } from '../../src/contract/resources/networkConfig';
import { translate } from '../../server/lib/messages';
import { multipart, workbook } from '../support/xlsxUpload';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp } from '../support/testApp';
import { exportSheet } from '../support/exportSheet';

const t = await createTestApp();
afterAll(async () => t.close());

/** Valid values of each code pattern the declarations use, none of them in the demo seed. */
const PATTERN_VALUES: Record<string, readonly string[]> = {
  '^[A-Z]{2}$': ['XA', 'XB', 'XC', 'XD', 'XE', 'XF'],
  '^[A-Z]$': ['Q', 'R', 'S', 'T', 'U', 'V'],
  '^[A-Za-z0-9][A-Za-z0-9-]{0,19}$': ['T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-6'],
  [NETWORK_ADDRESS_PATTERN]: ['10.0.0.1', '10.0.0.2:8080', 'https://n3.example.com', 'wss://n4.example.com/ws', 'http://10.0.0.5:81/x', '192.168.1.6'],
};
/** Valid values of a shared format rule, distinct per index. */
const RULE_VALUES: Partial<Record<string, (i: number) => string>> = {
  url: (i) => `https://reports${i}.example.com/r?i=${i}`,
};
const NO_ROW = '00000000-0000-4000-8000-000000000000';
/** Areas every seat reads and exports (their menu gives list and export to '*'): only writes are refused to other users. */
const READ_BY_EVERY_SEAT: ReadonlySet<string> = new Set(['viewProject']);

const tokens = { admin: '', bravo: '', cs: '' };
const call = (who: keyof typeof tokens, opts: InjectOptions) => t.call(tokens[who], opts);
const expectStatus = (res: LightMyRequestResponse, status: number, key?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (key) expect(res.json().key, res.body).toBe(key);
  return res.json();
};

beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  tokens.cs = await t.signIn('demo-cs');
});

/** The i-th sample value of a field (distinct per i); undefined leaves it out. */
function sampleValue(decl: ResourceDecl, name: string, f: FieldDecl, i: number): unknown {
  switch (f.kind) {
    case 'text': {
      if (f.pattern) {
        const values = PATTERN_VALUES[f.pattern.source];
        if (!values) throw new Error(`${decl.name}.${name}: add valid values of ${f.pattern.source} to PATTERN_VALUES`);
        return values[i];
      }
      if (f.rule) {
        const make = RULE_VALUES[f.rule];
        if (!make) throw new Error(`${decl.name}.${name}: add valid values of rule ${f.rule} to RULE_VALUES`);
        return make(i).slice(0, f.maxLength);
      }
      return `测试${i}${name}`.slice(0, f.maxLength);
    }
    case 'integer':
      return f.min + i;
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return `2026-0${(i % 9) + 1}-15`;
    case 'enum':
      return f.values[i % f.values.length];
    case 'ref':
      if (f.required) throw new Error(`${decl.name}.${name}: a required reference needs a sample row`);
      return undefined;
  }
}

function sample(decl: ResourceDecl, i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(decl.fields)) {
    const v = sampleValue(decl, name, f, i);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

const firstText = (decl: ResourceDecl) => Object.entries(decl.fields).find(([, f]) => f.kind === 'text' && !f.pattern && !f.multiline)?.[0];

describe.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))('%s', (_name, decl) => {
  const base = decl.path;
  const create = (body: object, who: keyof typeof tokens = 'admin') => call(who, { method: 'POST', url: base, payload: body });
  const update = (id: string, body: object, who: keyof typeof tokens = 'admin') => call(who, { method: 'PUT', url: `${base}/${id}`, payload: body });
  const remove = (ids: string[], who: keyof typeof tokens = 'admin') => call(who, { method: 'DELETE', url: base, payload: ids });
  const list = (body: object, who: keyof typeof tokens = 'admin') => call(who, { method: 'POST', url: `${base}/list`, payload: body });
  const get = (id: string, who: keyof typeof tokens = 'admin') => call(who, { method: 'GET', url: `${base}/${id}` });
  let row: Record<string, unknown> & { id: string; version: number };

  it('creates, reads, updates with the version (412 when stale), logs and deletes', async () => {
    const body = sample(decl, 0);
    row = ok(await create(body));
    expect(row).toMatchObject({ ...body, version: 1, createAuthor: 'admin' });
    expect(row.companyId).toBeUndefined();
    expect(ok(await get(row.id))).toEqual(row);

    const text = firstText(decl)!;
    const edited = ok(await update(row.id, { version: 1, [text]: `${String(body[text])}改` }));
    expect(edited).toMatchObject({ [text]: `${String(body[text])}改`, version: 2, updateAuthor: 'admin' });
    expectStatus(await update(row.id, { version: 1, [text]: 'stale' }), 412, 'error.dataChanged');
    row = edited;

    const logs = ok(await call('admin', { method: 'POST', url: '/common/v1/sysLogs/list', payload: { searchParas: { conditions: [{ name: 'moduleName', op: 'eq', value: decl.name }, { name: 'businessId', op: 'eq', value: row.id }] } } }));
    expect(logs.list.map((l: { functionName: string }) => l.functionName).sort()).toEqual(['create', 'update']);

    const other = ok(await create(sample(decl, 1)));
    expect(ok(await remove([other.id]))).toEqual({ deleted: 1 });
    expectStatus(await get(other.id), 404, 'error.notFound');
    expectStatus(await remove([other.id]), 404);
  });

  it('lists with search, every sortable field and paging', async () => {
    for (const i of [2, 3]) ok(await create(sample(decl, i)));
    for (const [name, f] of Object.entries(decl.fields).filter(([, f]) => f.search)) {
      const value = row[name];
      const op = value === null ? 'isNull' : f.search!;
      const found = ok(await list({ pageSize: 500, searchParas: { conditions: [{ name, op, value }] } }));
      expect(found.list.map((r: { id: string }) => r.id), `${name} ${op} ${String(value)}`).toContain(row.id);
    }
    for (const [name] of Object.entries(decl.fields).filter(([, f]) => f.sortable !== false && !(f.kind === 'text' && f.multiline))) {
      for (const sortDirection of ['asc', 'desc'] as const) ok(await list({ sortProperties: name, sortDirection, pageSize: 5 }));
    }
    const all = ok(await list({ pageSize: 500 }));
    expect(all.totalNum).toBeGreaterThanOrEqual(3);
    const second = ok(await list({ page: 2, pageSize: 1 }));
    expect(second.totalNum).toBe(all.totalNum);
    expect(second.list).toEqual([all.list[1]]);
    expectStatus(await list({ searchParas: { conditions: [{ name: 'companyId', op: 'eq', value: NO_ROW }] } }), 400);
  });

  it.each((decl.unique ?? []).map((u) => [u.fields.join('+'), u] as const))('answers 409 on its field when the unique key %s clashes', async (_k, u) => {
    const clash = { ...sample(decl, 4), ...Object.fromEntries(u.fields.map((f) => [f, row[f]])) };
    const res = expectStatus(await create(clash), 409, 'error.duplicate');
    expect(res.result.fields[u.fields[0]!]).toEqual({ key: u.message });
    const fresh = ok(await create(sample(decl, 4)));
    expectStatus(await update(fresh.id, { version: 1, ...Object.fromEntries(u.fields.map((f) => [f, row[f]])) }), 409, 'error.duplicate');
    ok(await remove([fresh.id]));
  });

  it('keeps to the company: another company sees nothing and changes nothing', async () => {
    expectStatus(await get(row.id, 'bravo'), 404, 'error.notFound');
    const theirs = ok(await list({ pageSize: 500 }, 'bravo'));
    expect(theirs.list.map((r: { id: string }) => r.id)).not.toContain(row.id);
    expectStatus(await update(row.id, { ...sample(decl, 6), version: row.version }, 'bravo'), 404);
    expectStatus(await remove([row.id], 'bravo'), 404);
    // the same unique values are free in another company
    const mine = ok(await create({ ...sample(decl, 0), ...Object.fromEntries(Object.keys(decl.fields).filter((k) => row[k] !== null).map((k) => [k, row[k]])) }, 'bravo'));
    ok(await remove([mine.id], 'bravo'));
  });

  it(`refuses a user without ${decl.area} permissions (403)`, async () => {
    if (READ_BY_EVERY_SEAT.has(decl.area)) {
      ok(await list({}, 'cs'));
      ok(await get(row.id, 'cs'));
    } else {
      expectStatus(await list({}, 'cs'), 403, 'error.insufficientAccess');
      expectStatus(await get(row.id, 'cs'), 403, 'error.insufficientAccess');
    }
    expectStatus(await create(sample(decl, 4), 'cs'), 403, 'error.insufficientAccess');
    expectStatus(await update(row.id, { version: row.version }, 'cs'), 403, 'error.insufficientAccess');
    expectStatus(await remove([row.id], 'cs'), 403, 'error.insufficientAccess');
  });

  it('answers 400, never 5xx, for unknown fields, NUL and other control characters, blanks and bad values', async () => {
    expectStatus(await create({ ...sample(decl, 4), companyId: NO_ROW }), 400, 'error.requestParameter');
    expectStatus(await update(row.id, { version: row.version, id: NO_ROW }), 400, 'error.requestParameter');
    for (const [name, f] of Object.entries(decl.fields)) {
      if (f.kind === 'text') {
        expectStatus(await create({ ...sample(decl, 4), [name]: 'a\u0000b' }), 400, 'error.requestParameter');
        expectStatus(await update(row.id, { version: row.version, [name]: '\u0000' }), 400, 'error.requestParameter');
        expectStatus(await create({ ...sample(decl, 4), [name]: 'x'.repeat(f.maxLength + 1) }), 400, 'error.requestParameter');
        if (f.required && !f.pattern) expect(expectStatus(await create({ ...sample(decl, 4), [name]: '   ' }), 400).result.fields[name].key).toBe('validation.required');
      }
      if (f.kind === 'integer') expectStatus(await create({ ...sample(decl, 4), [name]: f.max + 1 }), 400, 'error.requestParameter');
      if (f.kind === 'enum') expectStatus(await create({ ...sample(decl, 4), [name]: 'no-such-value' }), 400, 'error.requestParameter');
      if (f.required) {
        const { [name]: _gone, ...rest } = sample(decl, 4);
        expectStatus(await create(rest), 400, 'error.requestParameter');
      }
    }
    expect(ok(await get(row.id)).version).toBe(row.version);
  });

  const refs = Object.entries(decl.fields).filter((e): e is [string, Extract<FieldDecl, { kind: 'ref' }>] => e[1].kind === 'ref');
  it.each(refs.map(([field, f]) => [field, f] as const))('refers through %s to rows of the company only, and a referred row cannot be deleted', async (field, f) => {
    const target = DECLARED_RESOURCES.find((d) => d.name === f.to)!;
    expect(referencesTo(target.name).map((r) => `${r.decl.name}.${r.field}`)).toContain(`${decl.name}.${field}`);
    const parent = ok(await call('admin', { method: 'POST', url: target.path, payload: { ...sample(target, 4), ...uniqueFree(target, 'p') } }));
    const child = ok(await create({ ...sample(decl, 3), ...uniqueFree(decl, 'c'), [field]: parent.id }));
    expect(child[field]).toBe(parent.id);
    expect(expectStatus(await create({ ...sample(decl, 4), ...uniqueFree(decl, 'd'), [field]: NO_ROW }), 400).result.fields[field].key).toBe('validation.unknownReference');
    const theirs = ok(await call('bravo', { method: 'POST', url: target.path, payload: sample(target, 0) }));
    expect(expectStatus(await update(child.id, { version: 1, [field]: theirs.id }), 400).result.fields[field].key).toBe('validation.unknownReference');

    const refused = expectStatus(await call('admin', { method: 'DELETE', url: target.path, payload: [parent.id] }), 409, 'error.inUse');
    expect(refused.result).toEqual({ count: 1 });
    expect(refused.message).toBe('它仍被其他记录引用，不能删除');

    if (decl.tree?.parent === field) {
      // a tree: neither itself nor a descendant can become the parent
      expect(expectStatus(await update(child.id, { version: 1, [field]: child.id }), 400).result.fields[field].key).toBe('validation.tree.cycle');
      expect(expectStatus(await call('admin', { method: 'PUT', url: `${target.path}/${parent.id}`, payload: { version: 1, [field]: child.id } }), 400).result.fields[field].key).toBe('validation.tree.cycle');
      // deleting the parent with its children at once is fine
      expect(ok(await remove([parent.id, child.id]))).toEqual({ deleted: 2 });
    } else {
      ok(await remove([child.id]));
      ok(await call('admin', { method: 'DELETE', url: target.path, payload: [parent.id] }));
    }
    ok(await call('bravo', { method: 'DELETE', url: target.path, payload: [theirs.id] }));
  });
});

describe.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))('%s export and import', (_name, decl) => {
  const base = decl.path;
  const listAll = async () => ok(await call('admin', { method: 'POST', url: `${base}/list`, payload: { pageSize: 500 } }));

  it('exports the list as xlsx with the screen\'s headers in the caller\'s language; needs the export permission', async () => {
    const columns = declaredColumns(decl);
    const res = await call('admin', { method: 'POST', url: `${base}/export`, headers: { 'accept-language': 'en' }, payload: { scope: 'all', columns: columns.map((c) => c.key) } });
    const rows = await exportSheet(res);
    expect(rows[0]).toEqual(columns.map((c) => translate(c.label, 'en')));
    expect(rows.length - 1).toBe((await listAll()).totalNum);
    const byCs = await call('cs', { method: 'POST', url: `${base}/export`, payload: { scope: 'page', columns: ['updateAuthor'] } });
    if (READ_BY_EVERY_SEAT.has(decl.area)) expect(byCs.statusCode).toBe(200);
    else expectStatus(byCs, 403, 'error.insufficientAccess');
  });

  it('imports an xlsx: every row checked as the form, nothing written when a row is wrong, dryRun only reports', async () => {
    const columns = declaredImportColumns(decl);
    const good = sample(decl, 5);
    const cell = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'boolean' ? (v ? 'Y' : 'N') : v);
    const header = columns.map((c) => translate(c.label, 'en'));
    const required = columns.find((c) => c.required)!;
    const bad = { ...sample(decl, 5), [required.key]: '' };
    const upload = (rows: Record<string, unknown>[], dryRun = false) =>
      workbook([header, ...rows.map((r) => columns.map((c) => cell(r[c.key])))]).then((file) =>
        call('admin', { method: 'POST', url: `${base}/import${dryRun ? '?dryRun=true' : ''}`, ...multipart(file) }),
      );
    const before = (await listAll()).totalNum;

    const refused = ok(await upload([good, bad]));
    expect(refused.imported).toBe(0);
    expect(refused.errors).toEqual([expect.objectContaining({ row: 3, column: required.key, messageKey: 'validation.required' })]);
    expect((await listAll()).totalNum).toBe(before);

    const dry = ok(await upload([good], true));
    expect(dry).toMatchObject({ imported: 0, checked: 1, dryRun: true, errors: [] });
    expect((await listAll()).totalNum).toBe(before);

    expect(ok(await upload([good]))).toMatchObject({ imported: 1, errors: [] });
    const after = await listAll();
    expect(after.totalNum).toBe(before + 1);
    const row = after.list.find((r: Record<string, unknown>) => r[decl.title] === good[decl.title]);
    expect(row).toBeDefined();
    expectStatus(await call('cs', { method: 'POST', url: `${base}/import`, ...multipart(await workbook([header])) }), 403, 'error.insufficientAccess');
    ok(await call('admin', { method: 'DELETE', url: base, payload: [row.id] }));
  });
});

/** Unique fields of a sample made distinct by a suffix (text only; codes keep their pattern values). */
function uniqueFree(decl: ResourceDecl, suffix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const u of decl.unique ?? []) {
    for (const name of u.fields) {
      const f = decl.fields[name]!;
      if (f.kind === 'text' && !f.pattern) out[name] = `唯一${suffix}`.slice(0, f.maxLength);
    }
  }
  return out;
}
