/**
 * Flight following at server start: the operator's ingestion key (FOC_INGEST_KEY, else one
 * generated and printed at first start), the demo simulator and the retention job.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createCompanyRepository } from '../common/companyRepository';
import { scheduleRetention } from './retention';
import { startSimulator } from './simulator';

export const OPERATOR_KEY_NAME = 'operator';

export interface TrackStart {
  /** A line for the start-up banner, when there is something to say. */
  banner: string[];
  stop(): Promise<void>;
}

export async function startFlightFollowing(app: FastifyInstance, db: Db, config: Config, companyCode: string): Promise<TrackStart> {
  const banner: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  const company = await createCompanyRepository(db).findByCode(companyCode);
  if (company) {
    const ingest = app.services.ingest;
    const keys = await ingest.keys(company.id);
    if (config.track.ingestKey) {
      if (!keys.some((k) => k.prefix === config.track.ingestKey!.slice(0, 8) && !k.revokedTime)) {
        await ingest.createKey(company.id, OPERATOR_KEY_NAME, config.track.ingestKey).catch(() => undefined);
      }
      banner.push('  Ingest:   POST /track/v1/positions/ingest?format=readsb|opensky|batch with X-Ingest-Key = FOC_INGEST_KEY');
    } else if (!keys.some((k) => k.name === OPERATOR_KEY_NAME)) {
      const { key } = await ingest.createKey(company.id, OPERATOR_KEY_NAME);
      banner.push(`  Ingest:   X-Ingest-Key ${key}   (generated now and shown only this once; set FOC_INGEST_KEY to choose it)`);
    }
    if (config.track.simulator) {
      const sim = await startSimulator({ app, db, companyId: company.id, intervalMs: config.track.simulatorIntervalSeconds * 1000 });
      stops.push(() => sim.stop());
      banner.push(`  Flights:  simulated every ${config.track.simulatorIntervalSeconds} s from the released legs (FOC_SIMULATOR=off to stop)`);
    }
  }
  stops.push(
    scheduleRetention(db, { thinAfterHours: config.track.thinAfterHours, archiveAfterDays: config.track.archiveAfterDays, intervalMinutes: config.track.retentionMinutes }, app.log),
  );
  return {
    banner,
    async stop() {
      for (const s of stops) await s();
    },
  };
}
