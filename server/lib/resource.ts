import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { authorOf, type Ctx } from './context';
import { deleteScoped, findScoped, listTable, updateVersioned, type VersionedTable } from './crud';
import { scopeWhere, type ScopeDef } from './dataScope';
import { ErrorKey } from '../../src/domain/api';
import { AppError, badRequest, conflict, notFound } from './errors';
import type { ListQueryBody, ListResourceDef } from './listQuery';
import { VK } from '../../src/domain/validation/keys';
import type { ImportRow } from './import/check';
import { writeAll } from './import/write';

/** A business table: versioned, audited and owned by a company. */
export interface ResourceTable extends VersionedTable {
  companyId: PgColumn;
}

/** The part of the log service a resource writes to (kept structural: lib never imports modules). */
export interface OperationLog {
  operation(ctx: Ctx, entry: { moduleName: string; functionName: string; businessId?: string; info?: string; tailNo?: string }, tx?: DbOrTx): Promise<void>;
}

type Row<T extends ResourceTable> = T['$inferSelect'];
type Internal = 'id' | 'companyId' | 'createAuthorId' | 'updateAuthorId';
/** What every resource answers: the row without tenant and author ids. */
export type ResourceView<T extends ResourceTable> = Omit<Row<T>, Internal> & { id: string };

export interface ResourceDef<T extends ResourceTable> {
  /** Log module name (e.g. 'aircraft'). */
  name: string;
  table: T;
  scope: ScopeDef;
  list: ListResourceDef;
  /** Short text for the operation log (e.g. the tail number). */
  label: (row: Row<T>) => string;
  /** Tail number for the log, when the row is (or names) an aircraft. */
  tailNo?: (row: Row<T>) => string | undefined;
  /**
   * Checks the row's references within the caller's company after a create or an update, in its
   * transaction (throwing rolls the write back): answer 400 `validation.unknownReference`.
   */
  checkRow?: (tx: DbOrTx, ctx: Ctx, row: Row<T>) => Promise<void>;
  /** After deleting `ids` (in scope), in the same transaction: throws 409 if something still refers to them. */
  afterDelete?: (tx: DbOrTx, ctx: Ctx, ids: string[]) => Promise<void>;
  /** Import: turns an imported row's codes into the ids the create body takes (e.g. aircraft type codes), within the company. */
  resolveImport?: (tx: DbOrTx, ctx: Ctx, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Import: unique index name → column, so a duplicate is reported on its column. */
  uniqueFields?: Record<string, string>;
  /**
   * Checks and normalises the body of a create or an update before it is written; throws 400
   * with `result.fields.<field>` for what the schema cannot say (shared domain rules, blank text).
   */
  prepare?: (ctx: Ctx, input: Record<string, unknown>, mode: 'create' | 'update') => Record<string, unknown>;
  /** Unique index name → the field and message key a clash shows: 409 `error.duplicate` with `result.fields.<field>`. */
  uniques?: Record<string, { field: string; key: string }>;
}

/** The unique index a PostgreSQL unique violation names (drizzle wraps driver errors: look at the causes too). */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return undefined;
}

/** A unique violation of a declared key → 409 on its field; anything else unchanged. */
function clashOf(error: unknown, uniques: ResourceDef<ResourceTable>['uniques']): unknown {
  if (error instanceof AppError || !uniques) return error;
  const constraint = uniqueViolation(error);
  const u = constraint ? uniques[constraint] : undefined;
  return u ? conflict(ErrorKey.duplicate, { constraint, fields: { [u.field]: { key: u.key } } }) : error;
}

/** 400 with `result.fields.<field>.key = validation.unknownReference`. */
export const unknownReference = (field: string, value = '') =>
  badRequest({ fields: { [field]: { key: VK.unknownReference, params: { value } } } });

/**
 * The list / get / create / update / delete service functions of a plain company-owned resource:
 * every read goes through `scopeWhere`, every write is versioned and logged in its transaction.
 */
export function defineResource<T extends ResourceTable>(deps: { db: Db; logs: OperationLog }, def: ResourceDef<T>) {
  const { db, logs } = deps;
  const { table } = def;
  const scope = (ctx: Ctx) => scopeWhere(def.scope, ctx.principal);
  const view = (row: Row<T>): ResourceView<T> => {
    const { companyId: _c, createAuthorId: _a, updateAuthorId: _u, ...rest } = row as Record<string, unknown>;
    return rest as ResourceView<T>;
  };
  const log = (ctx: Ctx, tx: DbOrTx, functionName: string, row: Row<T>) =>
    logs.operation(ctx, { moduleName: def.name, functionName, businessId: (row as { id: string }).id, info: def.label(row), tailNo: def.tailNo?.(row) }, tx);

  /** Insert in the caller's company, then the references check (throwing rolls the write back). */
  const insert = async (tx: DbOrTx, ctx: Ctx, input: Partial<T['$inferInsert']>) => {
    const author = authorOf(ctx);
    const prepared = def.prepare ? def.prepare(ctx, input as Record<string, unknown>, 'create') : input;
    const values = { ...prepared, companyId: ctx.principal.companyId, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name };
    const [row] = (await tx.insert(table).values(values as never).returning()) as Row<T>[];
    await def.checkRow?.(tx, ctx, row!);
    return row!;
  };

  return {
    scope,
    view,

    async list(ctx: Ctx, body: ListQueryBody) {
      const page = await listTable(db, table as ResourceTable, def.list, scope(ctx), body);
      return { totalNum: page.totalNum, list: (page.list as Row<T>[]).map(view) };
    },

    async get(ctx: Ctx, id: string) {
      const row = await findScoped(db, table, scope(ctx), id);
      if (!row) throw notFound();
      return view(row);
    },

    async create(ctx: Ctx, input: Partial<T['$inferInsert']>) {
      return db.transaction(async (tx) => {
        const row = await insert(tx, ctx, input);
        await log(ctx, tx, 'create', row);
        return view(row);
      }).catch((e: unknown) => {
        throw clashOf(e, def.uniques);
      });
    },

    /** Import (requirements S5): every row written as `create` writes it, in one transaction; any refusal or a dry run writes nothing. */
    async importRows(ctx: Ctx, rows: readonly ImportRow[], dryRun: boolean) {
      return writeAll(db, rows, {
        dryRun,
        uniqueFields: def.uniqueFields,
        write: async (tx, body) => {
          await insert(tx, ctx, (def.resolveImport ? await def.resolveImport(tx, ctx, body) : body) as Partial<T['$inferInsert']>);
        },
        done: (tx, count) => logs.operation(ctx, { moduleName: def.name, functionName: 'import', info: String(count) }, tx),
      });
    },

    async update(ctx: Ctx, id: string, input: Partial<T['$inferInsert']> & { version: number }) {
      const { version, ...given } = input;
      const fields = def.prepare ? def.prepare(ctx, given as Record<string, unknown>, 'update') : given;
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, table, scope(ctx), id, version, fields, authorOf(ctx));
        await def.checkRow?.(tx, ctx, row);
        await log(ctx, tx, 'update', row);
        return view(row);
      }).catch((e: unknown) => {
        throw clashOf(e, def.uniques);
      });
    },

    async remove(ctx: Ctx, ids: string[]) {
      return db.transaction(async (tx) => {
        const done = await deleteScoped(tx, table, scope(ctx), ids);
        if (done.length === 0) throw notFound();
        await def.afterDelete?.(tx, ctx, done);
        await logs.operation(ctx, { moduleName: def.name, functionName: 'delete', info: done.join(',') }, tx);
        return { deleted: done.length };
      });
    },
  };
}

export type ResourceService<T extends ResourceTable> = ReturnType<typeof defineResource<T>>;
