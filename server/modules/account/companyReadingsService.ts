/**
 * The company's readings of leg states 3–5 and trip status codes: one choice per company, made by its
 * administrators, read by every user of the company (in the current-user answer and on its own).
 */
import type { CompanyReadingsBody, Readings } from '../../../src/contract/readings';
import {
  DEFAULT_LEG_STATE_READING,
  DEFAULT_TRIP_STATUS_READING,
  LEG_STATE_READINGS,
  TRIP_STATUS_READINGS,
  type LegStateReading,
  type TripStatusReading,
} from '../../../src/domain/trip/states';
import type { Db } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { staleVersion } from '../../lib/errors';
import type { LogService } from '../common/logService';
import { createCompanyReadingsRepository, type CompanySettingsRow } from './companyReadingsRepository';

export interface CompanyReadingsView extends Readings {
  version: number;
  updateAuthor: string | null;
  updateTime: Date | null;
}

const legOf = (v: string | undefined): LegStateReading => ((LEG_STATE_READINGS as readonly string[]).includes(v ?? '') ? (v as LegStateReading) : DEFAULT_LEG_STATE_READING);
const tripOf = (v: string | undefined): TripStatusReading => ((TRIP_STATUS_READINGS as readonly string[]).includes(v ?? '') ? (v as TripStatusReading) : DEFAULT_TRIP_STATUS_READING);

function view(row: CompanySettingsRow | undefined): CompanyReadingsView {
  return {
    legStateReading: legOf(row?.legStateReading),
    tripStatusReading: tripOf(row?.tripStatusReading),
    version: row?.version ?? 0,
    updateAuthor: row?.updateAuthor ?? null,
    updateTime: row?.updateTime ?? null,
  };
}

export function createCompanyReadingsService({ db, logs }: { db: Db; logs?: LogService }) {
  const repo = createCompanyReadingsRepository(db);
  return {
    async get(companyId: string): Promise<CompanyReadingsView> {
      return view(await repo.find(companyId));
    },
    /** The readings alone (defaults until first saved), for the current-user answer. */
    async readings(companyId: string): Promise<Readings> {
      const { legStateReading, tripStatusReading } = view(await repo.find(companyId));
      return { legStateReading, tripStatusReading };
    },
    /** Saves at `version` (0 for the first save); a stale version answers 412. */
    async update(ctx: Ctx, input: CompanyReadingsBody): Promise<CompanyReadingsView> {
      const companyId = ctx.principal.companyId;
      const current = await repo.find(companyId);
      if ((current?.version ?? 0) !== input.version) throw staleVersion({ currentVersion: current?.version ?? 0, sentVersion: input.version });
      const values = { legStateReading: input.legStateReading, tripStatusReading: input.tripStatusReading, updateAuthor: ctx.principal.userName };
      const saved = current ? await repo.update(companyId, input.version, values) : await repo.insert(companyId, values);
      if (!saved) {
        const now = await repo.find(companyId);
        throw staleVersion({ currentVersion: now?.version ?? 0, sentVersion: input.version });
      }
      // every signed-in user of the company re-reads the readings at once (state/realtime.ts)
      await repo.notify(companyId);
      await logs?.operation(ctx, { moduleName: 'account', functionName: 'companyReadings', info: `leg=${values.legStateReading} trip=${values.tripStatusReading}` });
      return view(saved);
    },
  };
}
export type CompanyReadingsService = ReturnType<typeof createCompanyReadingsService>;
