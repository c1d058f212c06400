/**
 * The database side of the realtime socket: company streams (stream.ts), publishing for companies
 * with no socket in this process, and the liveness of connected sessions.
 */
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Publisher } from './publisher';
import { CompanyStream } from './stream';
import type { TemplateService } from './templateService';

export interface RealtimeDeps {
  db: Db;
  publisher: Publisher;
  templates: TemplateService;
  replayMax: number;
  replayHours: number;
}

export function createRealtimeService(deps: RealtimeDeps) {
  const streams = new Map<string, CompanyStream>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let onError: (err: unknown, msg: string) => void = () => undefined;

  const streamOf = (companyId: string) => {
    let s = streams.get(companyId);
    if (!s) {
      s = new CompanyStream(companyId, {
        db: deps.db,
        publisher: deps.publisher,
        templates: deps.templates,
        replayMax: deps.replayMax,
        replayAgeMs: deps.replayHours * 3_600_000,
        onError: (err) => onError(err, 'realtime delivery failed'),
      });
      streams.set(companyId, s);
    }
    return s;
  };

  /** Companies without sockets here still get their messages published (whichever process locks first). */
  const dispatchSoon = (companyId: string, delay = 20) => {
    if (pending.has(companyId)) return;
    pending.set(
      companyId,
      setTimeout(() => {
        pending.delete(companyId);
        deps.publisher.dispatch(companyId).catch((err: unknown) => onError(err, 'message publishing failed'));
      }, delay),
    );
  };

  return {
    setErrorLog(fn: (err: unknown, msg: string) => void) {
      onError = fn;
    },
    streamOf,
    /** A `foc_events` notification ("company:sequence"). */
    onEvent(payload: string) {
      const companyId = payload.split(':')[0] ?? '';
      if (!/^[0-9a-f-]{36}$/.test(companyId)) return;
      const s = streams.get(companyId);
      if (s && s.clients.size > 0) void s.pump();
      else dispatchSoon(companyId);
    },
    /** A `foc_notices` notification (company id): the users' notice lists change. */
    onNotice(companyId: string) {
      streams.get(companyId)?.broadcast({ type: 'notice' });
    },
    /** A `foc_settings` notification (company id): the company's settings (readings) changed. */
    onSettings(companyId: string) {
      streams.get(companyId)?.broadcast({ type: 'settings' });
    },
    /** A `foc_fleet` notification ("company:id,id"): aircraft statuses, faults or inspections changed. */
    onFleet(payload: string) {
      const [companyId = '', ids = ''] = payload.split(':');
      const aircraftIds = ids.split(',').filter((id) => /^[0-9a-f-]{36}$/.test(id));
      streams.get(companyId)?.broadcast({ type: 'fleetStatus', aircraftIds });
    },
    /** A `foc_menus` notification ("company:seatId", seatId empty for every seat): reload menus. */
    onMenus(payload: string) {
      const [companyId = '', seatId = ''] = payload.split(':');
      streams.get(companyId)?.broadcast(seatId ? { type: 'menusChanged', seatId } : { type: 'menusChanged' });
    },
    /** Safety net for a NOTIFY lost with a dropped LISTEN connection. */
    pumpAll() {
      for (const s of streams.values()) if (s.clients.size > 0) void s.pump();
    },
    /** Which of these sessions are neither revoked nor expired. */
    async aliveSessions(ids: readonly string[]): Promise<Set<string>> {
      const alive = new Set<string>();
      for (let i = 0; i < ids.length; i += 1000) {
        const rows = await deps.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids.slice(i, i + 1000)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
        for (const r of rows) alive.add(r.id);
      }
      return alive;
    },
    stop() {
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
