import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDimension, DataGrant } from '../../src/domain/access';
import type { Principal } from './context';
import { scopeWhere, type ScopeDef } from './dataScope';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const legs = pgTable('legs', {
  id: text('id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  customerId: text('customer_id'),
  tailNo: text('tail_no'),
});
const def: ScopeDef = { companyColumn: legs.companyId, dimensions: { customer: legs.customerId, aircraft: legs.tailNo } };

function principal(companyId: string, data: Partial<Record<DataDimension, DataGrant>> = {}, isAdmin = false): Principal {
  return { sessionId: '', userId: '', userName: 'u', personName: '', companyId, isPlatformAdmin: false, isAdmin, roleIds: [], permissions: new Set(), data };
}

describe('scopeWhere: company and data permissions in one WHERE', () => {
  const client = new PGlite();
  const db = drizzle(client);
  beforeAll(async () => {
    await client.exec('create table legs (id text primary key, company_id uuid not null, customer_id text, tail_no text)');
    await db.insert(legs).values([
      { id: 'a1', companyId: A, customerId: 'c1', tailNo: 'B-652A' },
      { id: 'a2', companyId: A, customerId: 'c2', tailNo: 'B-652A' },
      { id: 'a3', companyId: A, customerId: 'c2', tailNo: 'B-8228' },
      { id: 'b1', companyId: B, customerId: 'c1', tailNo: 'B-652A' },
    ]);
  });
  afterAll(async () => client.close());
  const ids = async (p: Principal) =>
    (await db.select({ id: legs.id }).from(legs).where(scopeWhere(def, p)).orderBy(asc(legs.id))).map((r) => r.id);

  it('keeps to the caller company when no dimension is configured', async () => {
    expect(await ids(principal(A))).toEqual(['a1', 'a2', 'a3']);
    expect(await ids(principal(B))).toEqual(['b1']);
  });
  it('restricts to the specific values of each dimension, all dimensions together', async () => {
    expect(await ids(principal(A, { customer: { mode: 'specific', values: ['c2'] } }))).toEqual(['a2', 'a3']);
    expect(
      await ids(principal(A, { customer: { mode: 'specific', values: ['c2'] }, aircraft: { mode: 'specific', values: ['B-8228'] } })),
    ).toEqual(['a3']);
  });
  it('none (or an empty specific list) shows nothing; all shows everything of the company', async () => {
    expect(await ids(principal(A, { customer: { mode: 'none', values: [] } }))).toEqual([]);
    expect(await ids(principal(A, { customer: { mode: 'specific', values: [] } }))).toEqual([]);
    expect(await ids(principal(A, { customer: { mode: 'all', values: [] } }))).toEqual(['a1', 'a2', 'a3']);
  });
  it('the admin flag lifts data permissions but never the company boundary', async () => {
    expect(await ids(principal(A, { customer: { mode: 'none', values: [] } }, true))).toEqual(['a1', 'a2', 'a3']);
  });
  it('ignores dimensions the table is not subject to', async () => {
    expect(await ids(principal(A, { crew: { mode: 'none', values: [] } }))).toEqual(['a1', 'a2', 'a3']);
  });
});
