/**
 * The service of a declared resource (docs/decisions.md "Declared resources"): `defineResource`
 * fed from the declaration — the list whitelist, the server-side rules, references within the
 * company (and a tree without cycles), unique keys answered on their field, deletes refused while
 * referred to.
 */
import { ErrorKey } from '../../../src/domain/api';
import { DOMAIN_RULES, DECLARED_RESOURCES, declaredResource, isSortable, referencesTo, uniqueIndexName, type FieldDecl, type ResourceDecl } from '../../../src/contract/resources';
import { isBlank, VK, type RuleError } from '../../../src/domain/validation';
import type { Db, DbOrTx } from '../../db/client';
import { DECLARED_TABLES, type DeclaredTable } from '../../db/schema';
import type { Ctx } from '../../lib/context';
import type { ScopeDef } from '../../lib/dataScope';
import { badRequest, conflict } from '../../lib/errors';
import { OPS, type FieldDef, type ListResourceDef } from '../../lib/listQuery';
import { defineResource, unknownReference, type OperationLog, type ResourceDef } from '../../lib/resource';
import { createDeclaredRepository } from './declaredRepository';

/** Deepest tree walked when looking for a cycle (a deeper chain is refused as one). */
const MAX_TREE_DEPTH = 64;

function listField(table: DeclaredTable, name: string, f: FieldDecl): FieldDef {
  const column = table[name]!;
  const sortable = isSortable(f);
  switch (f.kind) {
    case 'text':
      return { column, type: 'string', ops: OPS.text, sortable };
    case 'integer':
      return { column, type: 'integer', ops: OPS.number, sortable };
    case 'boolean':
      return { column, type: 'boolean', ops: OPS.flag, sortable };
    case 'date':
      return { column, type: 'date', ops: OPS.number, sortable };
    case 'enum':
      return { column, type: 'enum', enumValues: f.values, ops: ['eq', 'ne', 'in', 'notIn'], sortable };
    case 'ref':
      return { column, type: 'uuid', ops: ['eq', 'ne', 'in', 'notIn', 'isNull', 'isNotNull'], sortable };
  }
}

/** The list whitelist: every field with the operators of its type, plus the audit times. */
export function declaredListDef(decl: ResourceDecl, table: DeclaredTable): ListResourceDef {
  const fields: Record<string, FieldDef> = Object.fromEntries(Object.entries(decl.fields).map(([name, f]) => [name, listField(table, name, f)]));
  // by id: exports name referred records through their list
  fields.id = { column: table.id, type: 'uuid', ops: ['eq', 'in'] };
  fields.createTime = { column: table.createTime!, type: 'datetime', ops: OPS.time, sortable: true };
  fields.updateTime = { column: table.updateTime, type: 'datetime', ops: OPS.time, sortable: true };
  return { name: decl.name, fields, defaultSort: decl.defaultSort, tieBreaker: table.id };
}

/** What the schema cannot say: blank required text, the shared domain rules. Trims text. */
export function prepareInput(decl: ResourceDecl, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  const errors: Record<string, RuleError> = {};
  for (const [name, f] of Object.entries(decl.fields)) {
    const v = out[name];
    if (f.kind !== 'text' || typeof v !== 'string') continue;
    const text = f.multiline ? v.trimEnd() : v.trim();
    if (isBlank(text)) {
      if (f.required) errors[name] = { key: VK.required };
      else out[name] = null;
      continue;
    }
    out[name] = text;
    const error = f.rule ? DOMAIN_RULES[f.rule](text) : null;
    if (error) errors[name] = error;
  }
  if (Object.keys(errors).length > 0) throw badRequest({ fields: errors });
  return out;
}

/** Hand-written additions of one resource (richer rules than a declaration says). */
export type DeclaredHooks = Partial<Pick<ResourceDef<DeclaredTable>, 'checkRow' | 'afterDelete'>>;

export function createDeclaredService(deps: { db: Db; logs: OperationLog }, decl: ResourceDecl, hooks: DeclaredHooks = {}) {
  const table = DECLARED_TABLES[decl.name];
  if (!table) throw new Error(`no table for declared resource ${decl.name} (server/db/schema/declared.ts)`);
  const scope: ScopeDef = { companyColumn: table.companyId, dimensions: decl.scope ? { [decl.scope.dimension]: table[decl.scope.field]! } : undefined };
  const refs = Object.entries(decl.fields).filter((e): e is [string, Extract<FieldDecl, { kind: 'ref' }>] => e[1].kind === 'ref');
  const referrers = referencesTo(decl.name);

  async function checkTree(tx: DbOrTx, companyId: string, id: string, parent: unknown) {
    const repo = createDeclaredRepository(tx);
    const field = decl.tree!.parent;
    let at = parent;
    for (let depth = 0; typeof at === 'string'; depth++) {
      if (at === id || depth >= MAX_TREE_DEPTH) throw badRequest({ fields: { [field]: { key: VK.treeCycle } } });
      at = await repo.valueOf(decl.name, field, companyId, at);
    }
  }

  return defineResource(deps, {
    name: decl.name,
    table,
    scope,
    list: declaredListDef(decl, table),
    label: (row) => String((row as Record<string, unknown>)[decl.title] ?? ''),
    prepare: (_ctx, input) => prepareInput(decl, input),
    uniques: Object.fromEntries((decl.unique ?? []).map((u) => [uniqueIndexName(decl, u), { field: u.fields[0]!, key: u.message }])),
    uniqueFields: Object.fromEntries((decl.unique ?? []).map((u) => [uniqueIndexName(decl, u), u.fields[0]!])),
    /** Imported rows name a referred record by its title: its id within the company (earlier rows of the file included), else unknownReference. */
    async resolveImport(tx, ctx, body) {
      const out = { ...body };
      for (const [field, f] of refs) {
        const title = out[field];
        if (typeof title !== 'string') continue;
        const id = await createDeclaredRepository(tx).idOf(f.to, declaredResource(f.to).title, ctx.principal.companyId, title);
        if (!id) throw unknownReference(field, title);
        out[field] = id;
      }
      return out;
    },
    async checkRow(tx, ctx: Ctx, row) {
      const r = row as Record<string, unknown>;
      const companyId = ctx.principal.companyId;
      const repo = createDeclaredRepository(tx);
      for (const [field, f] of refs) {
        const value = r[field];
        if (typeof value === 'string' && !(await repo.exists(f.to, companyId, value))) throw unknownReference(field, value);
      }
      if (decl.tree) await checkTree(tx, companyId, r.id as string, r[decl.tree.parent]);
      await hooks.checkRow?.(tx, ctx, row);
    },
    async afterDelete(tx, ctx, ids) {
      const repo = createDeclaredRepository(tx);
      let count = 0;
      for (const { decl: other, field } of referrers) count += await repo.countReferring(other.name, field, ctx.principal.companyId, ids);
      if (count > 0) throw conflict(ErrorKey.inUse, { count });
      await hooks.afterDelete?.(tx, ctx, ids);
    },
  });
}

export type DeclaredService = ReturnType<typeof createDeclaredService>;

/** One service per declared resource, by name. */
export function createDeclaredServices(deps: { db: Db; logs: OperationLog }, hooks: Record<string, DeclaredHooks> = {}): Record<string, DeclaredService> {
  return Object.fromEntries(DECLARED_RESOURCES.map((decl) => [decl.name, createDeclaredService(deps, decl, hooks[decl.name])]));
}
