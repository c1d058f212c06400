/**
 * Regulations (requirements D3 "Regulation"; docs/decisions.md "Duty time"): the four built-in
 * presets, read-only and the same for every company, and the company's own copies, each based on a
 * preset and refused when looser than it (`loosenings`) or shaped differently (`shapeChanges`).
 * One of them is the company's regulation for scheduling checks and the Gantt crew view.
 */
import type { RegulationDetail, RegulationInput, RegulationRow, RegulationUpdate } from '../../../src/contract/dutyTime';
import type { ListQuerySchemaBody } from '../../../src/contract/listQuery';
import { DK, type DutyErrorKey, type Loosening } from '../../../src/domain/dutyTime/api';
import { loosenings, shapeChanges } from '../../../src/domain/dutyTime/policy';
import { presets } from '../../../src/domain/dutyTime/presets';
import { PRESET_KEYS, type PresetKey, type Regulation } from '../../../src/domain/dutyTime/regulation';
import type { Db, DbOrTx } from '../../db/client';
import { authorOf, type Ctx } from '../../lib/context';
import { AppError, badRequest, conflict, notFound, staleVersion } from '../../lib/errors';
import type { ListCondition, ListGroup, ListQueryBody } from '../../lib/listQuery';
import type { LogService } from '../common/logService';
import { createRegulationRepository, type RegulationRowDb } from './regulationRepository';

const isPreset = (id: string): id is PresetKey => (PRESET_KEYS as readonly string[]).includes(id);
const refuse = (key: DutyErrorKey, params?: unknown) => new AppError(400, key, params);

/** A regulation the checks run on, with the preset it is based on. */
export interface ResolvedRegulation {
  id: string;
  name: string;
  basedOn: PresetKey | null;
  regulation: Regulation;
  preset: Regulation;
  operatorHasFrm: boolean;
}

function presetRow(key: PresetKey, defaultId: string): RegulationRow {
  const p = presets[key];
  return { id: key, name: p.name, basedOn: null, builtIn: true, isDefault: defaultId === key, enabled: true, warningRatio: p.warningRatio, alertMinutes: p.alertMinutes ?? null, note: p.sources.join('; '), version: 0, updateTime: null, updateUserName: null };
}

function ownRow(r: RegulationRowDb, defaultId: string): RegulationRow {
  return {
    id: r.id,
    name: r.name,
    basedOn: r.basedOn as PresetKey,
    builtIn: false,
    isDefault: defaultId === r.id,
    enabled: r.enabled,
    warningRatio: r.body.warningRatio,
    alertMinutes: r.body.alertMinutes ?? null,
    note: r.note,
    version: r.version,
    updateTime: r.updateTime.toISOString(),
    updateUserName: r.updateAuthor,
  };
}

/** Numbers must be finite, whole minutes (or a ratio in (0, 1]) and not negative. */
function insane(reg: Regulation): string | null {
  const bad = (path: string, v: unknown): string | null => {
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || v < 0 || v > 1_000_000) return path;
      if (path === 'warningRatio') return v > 0 && v <= 1 ? null : path;
      return null;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const b = bad(`${path}.${i}`, v[i]);
        if (b) return b;
      }
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const b = bad(path ? `${path}.${k}` : k, x);
        if (b) return b;
      }
    }
    return null;
  };
  return bad('', reg);
}

/** Flat `and` conditions on name (eq, like) and basedOn (eq, in): the list is a handful of rows. */
function matcher(body: ListQueryBody | ListQuerySchemaBody): (r: RegulationRow) => boolean {
  const group = body.searchParas as ListGroup | undefined;
  const conds = (group?.conditions ?? []) as ListCondition[];
  if (group?.logic && group.logic.toLowerCase() !== 'and') throw badRequest({ fields: { logic: { key: 'validation.invalid' } } });
  const tests = conds.map((c) => {
    if ('conditions' in c) throw badRequest({ fields: { searchParas: { key: 'validation.invalid' } } });
    const v = c.value;
    if (c.name === 'name' && (c.op === 'eq' || c.op === 'like') && typeof v === 'string') {
      const needle = v.trim().toLowerCase();
      return (r: RegulationRow) => (c.op === 'eq' ? r.name === v : r.name.toLowerCase().includes(needle));
    }
    if (c.name === 'basedOn' && c.op === 'eq' && typeof v === 'string') return (r: RegulationRow) => (r.basedOn ?? r.id) === v;
    if (c.name === 'basedOn' && c.op === 'in' && Array.isArray(v)) return (r: RegulationRow) => v.includes(r.basedOn ?? r.id);
    if (c.name === 'builtIn' && c.op === 'eq' && typeof v === 'boolean') return (r: RegulationRow) => r.builtIn === v;
    throw badRequest({ fields: { [c.name]: { key: 'validation.invalid' } } });
  });
  return (r) => tests.every((t) => t(r));
}

export function createRegulationService(deps: { db: Db; logs: LogService }) {
  const { db, logs } = deps;
  const repo = createRegulationRepository(db);
  const defaultOf = async (companyId: string) => (await repo.settings(companyId))?.regulationId ?? 'CCAR-121';

  /** Refuses a regulation that loosens its preset or changes its shape (400 with the paths). */
  function checked(input: RegulationInput, id: string): Regulation {
    if (!isPreset(input.basedOn)) throw badRequest({ fields: { basedOn: { key: 'validation.invalid' } } });
    const preset = presets[input.basedOn];
    const regulation: Regulation = { ...input.regulation, key: id, name: input.name.trim(), basedOn: input.basedOn };
    const shape = shapeChanges(preset, regulation);
    if (shape.length > 0) throw refuse(DK.regulationShape, { paths: shape.slice(0, 20) });
    const odd = insane(regulation);
    if (odd) throw refuse(DK.regulationShape, { paths: [odd] });
    const loose: Loosening[] = loosenings(preset, regulation);
    if (loose.length > 0) throw refuse(DK.regulationLoosens, { items: loose });
    return regulation;
  }

  /** `tx`: inside a scheduling transaction (PGlite has one connection: reads must go through it). */
  async function resolve(companyId: string, id: string, tx: DbOrTx = db): Promise<ResolvedRegulation> {
    const repo = createRegulationRepository(tx);
    const settings = await repo.settings(companyId);
    const frm = settings?.operatorHasFrm ?? false;
    if (isPreset(id)) return { id, name: presets[id].name, basedOn: null, regulation: presets[id], preset: presets[id], operatorHasFrm: frm };
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(companyId, id) : null;
    if (!row) throw notFound();
    const basedOn = row.basedOn as PresetKey;
    return { id: row.id, name: row.name, basedOn, regulation: { ...row.body, key: row.id, name: row.name, basedOn }, preset: presets[basedOn], operatorHasFrm: frm };
  }

  const service = {
    resolve,
    /** The company's regulation for scheduling (CCAR-121 until one is chosen; a deleted or disabled one falls back). */
    async companyRegulation(companyId: string, tx: DbOrTx = db): Promise<ResolvedRegulation> {
      const id = (await createRegulationRepository(tx).settings(companyId))?.regulationId ?? 'CCAR-121';
      try {
        return await resolve(companyId, id, tx);
      } catch {
        return resolve(companyId, 'CCAR-121', tx);
      }
    },

    async list(ctx: Ctx, body: ListQueryBody | ListQuerySchemaBody): Promise<{ totalNum: number; list: RegulationRow[] }> {
      const companyId = ctx.principal.companyId;
      const def = await defaultOf(companyId);
      const all = [...PRESET_KEYS.map((k) => presetRow(k, def)), ...(await repo.ofCompany(companyId)).map((r) => ownRow(r, def))].filter(matcher(body));
      const size = Math.min(Math.max(body.pageSize ?? 50, 1), 500);
      const page = Math.max(body.page ?? 1, 1);
      return { totalNum: all.length, list: all.slice((page - 1) * size, page * size) };
    },

    async get(ctx: Ctx, id: string): Promise<RegulationDetail> {
      const companyId = ctx.principal.companyId;
      const def = await defaultOf(companyId);
      if (isPreset(id)) return { ...presetRow(id, def), regulation: presets[id], preset: presets[id] };
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(companyId, id) : null;
      if (!row) throw notFound();
      const r = await resolve(companyId, row.id);
      return { ...ownRow(row, def), regulation: r.regulation, preset: r.preset };
    },

    async create(ctx: Ctx, input: RegulationInput): Promise<RegulationRow> {
      const companyId = ctx.principal.companyId;
      const name = input.name.trim();
      if (!name) throw badRequest({ fields: { name: { key: 'validation.required' } } });
      if (isPreset(name) || (await repo.byName(companyId, name))) throw conflict(undefined, { fields: { name: { key: 'error.duplicate' } } });
      const body = checked(input, 'new');
      const author = authorOf(ctx);
      const [row] = await repo.insert({ companyId, name, basedOn: input.basedOn, body, enabled: input.enabled ?? true, note: input.note ?? null, createAuthorId: author.id, createAuthor: author.name, updateAuthorId: author.id, updateAuthor: author.name });
      return ownRow(row!, await defaultOf(companyId));
    },

    async update(ctx: Ctx, id: string, input: RegulationUpdate): Promise<RegulationRow> {
      if (isPreset(id)) throw refuse(DK.presetReadOnly);
      const companyId = ctx.principal.companyId;
      const existing = await repo.find(companyId, id);
      if (!existing) throw notFound();
      if (existing.basedOn !== input.basedOn) throw badRequest({ fields: { basedOn: { key: 'validation.invalid' } } });
      const name = input.name.trim();
      const clash = await repo.byName(companyId, name);
      if (!name) throw badRequest({ fields: { name: { key: 'validation.required' } } });
      if (isPreset(name) || (clash && clash.id !== id)) throw conflict(undefined, { fields: { name: { key: 'error.duplicate' } } });
      const body = checked(input, id);
      const author = authorOf(ctx);
      const [row] = await repo.update(companyId, id, input.version, { name, body, enabled: input.enabled ?? existing.enabled, note: input.note ?? null, updateAuthorId: author.id, updateAuthor: author.name });
      if (!row) throw staleVersion();
      return ownRow(row, await defaultOf(companyId));
    },

    async remove(ctx: Ctx, ids: string[]): Promise<void> {
      if (ids.some(isPreset)) throw refuse(DK.presetReadOnly);
      const companyId = ctx.principal.companyId;
      if (ids.includes(await defaultOf(companyId))) throw refuse(DK.regulationInUse);
      // as every bulk delete: none of the caller's company among the ids → 404; what went is logged
      const own = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      await db.transaction(async (tx) => {
        const done = own.length > 0 ? await createRegulationRepository(tx).remove(companyId, own) : [];
        if (done.length === 0) throw notFound();
        await logs.operation(ctx, { moduleName: 'regulation', functionName: 'delete', info: done.map((r) => r.id).join(',') }, tx);
      });
    },

    async setDefault(ctx: Ctx, id: string): Promise<RegulationRow> {
      const companyId = ctx.principal.companyId;
      const r = await resolve(companyId, id);
      await repo.setDefault(companyId, r.id, authorOf(ctx).name);
      const { regulation, preset, ...row } = await service.get(ctx, r.id);
      void regulation;
      void preset;
      return row;
    },
  };
  return service;
}

export type RegulationService = ReturnType<typeof createRegulationService>;
