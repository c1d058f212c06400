import { existsSync } from 'node:fs';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ensureAppBuilt, type AppBuild } from './appBuild';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_COMPANY_CODE, seedDemo, type DemoTripCounts } from './seed/demo';
import { startFlightFollowing, type TrackStart } from './modules/track/demoFeed';
import { scheduleFileSweep } from './modules/file/fileSweep';
import { scheduleCertificateReminders } from './modules/fleet/certificateReminders';
import { scheduleCrewReminders } from './modules/crew/records/crewReminders';
import { scheduleStatusJob } from './modules/fleet/statusService';
import { scheduleFlbDraftJob } from './modules/flb/flbDrafts';
import { startOutboxWorker, type OutboxWorker } from './modules/message/outboxService';
import { demoTripSize } from './seed/demoTrips';

const config = loadConfig();

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, yieldEveryMs: 10 }).catch((e: unknown) => {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\nStop the other server, or set FOC_DATA_DIR to another folder.\n`);
      process.exit(1);
    }
    throw e;
  });
  // the browser app builds (when dist/ is missing or stale) while the database is prepared
  // `npm run dev:server` passes --no-build: the app is served by `vite` then, and a restart should not rebuild it
  const autoBuild = config.buildApp && !process.argv.includes('--no-build');
  const building: Promise<AppBuild | null> = autoBuild ? ensureAppBuilt(config.staticDir) : Promise.resolve(null);
  building.catch(() => undefined); // awaited below; a failure must not surface as an unhandled rejection first
  await prepareDatabase(database);
  const built = await building.catch((e: unknown) => {
    console.error(`\nThe browser app could not be built into ${config.staticDir}.\n${e instanceof Error ? e.message : String(e)}\nFix the error, or set FOC_BUILD=off to serve what is there.\n`);
    process.exit(1);
  });
  const app = await buildApp({ db: database.db, config, realtime: database });
  if (!config.captcha) app.log.warn('FOC_CAPTCHA=off: sign-in asks for a captcha only after repeated failures.');
  if (!config.signIn.escalation) app.log.warn('FOC_INSECURE_NO_CAPTCHA=1: sign-in never asks for a captcha, even under attack. Use this only for automation and tests.');
  if (config.insecureFixedCaptcha) app.log.warn('FOC_INSECURE_FIXED_CAPTCHA is set: every captcha shows the same text. Use this only for browser tests.');
  const trips = demoTripSize(process.env.FOC_DEMO_TRIPS);
  // `full` demo trips are written after the server listens (about a minute and a half on 2 cores, first start only)
  let stopping = false;
  let seeding: Promise<unknown> = Promise.resolve();
  let following: TrackStart | null = null;
  let outboxWorker: OutboxWorker | null = null;
  let stopFileSweep: (() => Promise<void>) | null = null;
  let stopReminders: (() => Promise<void>) | null = null;
  let stopCrewReminders: (() => Promise<void>) | null = null;
  let stopStatusJob: (() => Promise<void>) | null = null;
  let stopFlbJob: (() => Promise<void>) | null = null;
  const seed = await seedDemo(database.db, app.services, config, {
    trips,
    deferTrips: trips === 'full',
    stop: () => stopping,
    onProgress: (done, total) => console.log(`  demo trips: ${done} / ${total} written through the services`),
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    stopping = true; // the background demo seed stops at the next trip
    await following?.stop();
    await stopFileSweep?.();
    await stopReminders?.();
    await stopCrewReminders?.();
    await stopStatusJob?.();
    await stopFlbJob?.();
    await outboxWorker?.stop(); // a send in progress finishes and is recorded
    await app.close(); // stops accepting, answers 503 to new requests, waits for in-flight ones
    await seeding;
    app.log.info('requests drained; closing the database');
    await database.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  following = await startFlightFollowing(app, database.db, config, DEMO_COMPANY_CODE);
  // aircraft into and out of scheduled maintenance as inspection windows start and end (every minute)
  stopStatusJob = scheduleStatusJob(database.db, app.log);
  // flight log drafts of legs landed within three hours, refreshed until a user touches them (every minute)
  stopFlbJob = scheduleFlbDraftJob(database.db, app.log);
  stopFileSweep = scheduleFileSweep(database.db, { graceHours: config.files.graceHours, intervalMinutes: config.files.sweepMinutes }, app.log);
  // certificate expiry reminders: at start, then daily after the operator zone's midnight
  stopReminders = scheduleCertificateReminders(app.services.certificates, app.log);
  // crew document reminders (licences, medicals, ICAO levels, abilities, trainings): the same rhythm, the crew member's day
  stopCrewReminders = scheduleCrewReminders(app.services.crewRecords.reminders, app.log);
  // the outbox of e-mail, SMS and push (FOC_OUTBOX=off leaves it to another process)
  if ((process.env.FOC_OUTBOX ?? 'on').toLowerCase() !== 'off') {
    outboxWorker = startOutboxWorker(app.services, { onError: (err) => app.log.warn({ err }, 'outbox: delivery round failed') });
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `FOC platform ready in ${((Date.now() - started) / 1000).toFixed(1)} s — database: ${where}`,
    `  App:      ${address}/foc/   ${appLine(built, config.staticDir)}`,
    `  API docs: ${address}/openapi.json`,
  ];
  if (seed.seeded) {
    lines.push(`  Sign in:  admin / ${seed.adminPassword}${seed.generated ? '   (generated now and shown only this once; set FOC_ADMIN_PASSWORD to choose it)' : ''}`);
    if (seed.trips) lines.push(`  Demo:     ${seed.trips.trips} trips, ${seed.trips.legs} legs, ${seed.trips.ferries} ferry legs${logsText(seed.trips)} (FOC_DEMO_TRIPS=${trips})`);
    if (seed.writeTrips) lines.push('  Demo:     trips are being written in the background through the services (progress below; FOC_DEMO_TRIPS=small|off for less)');
    lines.push('            demo users per seat (demo-cs, demo-eval, demo-fleet, demo-crew, demo-run, demo-cabin, demo-ground, demo-control, demo-training, demo-finance) share that password');
  } else {
    lines.push('  Sign in:  admin, with the password printed at first start (or FOC_ADMIN_PASSWORD then)');
  }
  lines.push(...following.banner);
  if (!config.captcha) lines.push(`  Captcha:  only after repeated failures (FOC_CAPTCHA=off)${config.signIn.escalation ? '' : ', and never (FOC_INSECURE_NO_CAPTCHA=1)'}`);
  console.log(lines.join('\n') + '\n');
  if (seed.writeTrips) {
    const since = Date.now();
    seeding = seed
      .writeTrips()
      .then((r) => r && !stopping && console.log(`  Demo:     ${r.trips} trips, ${r.legs} legs, ${r.ferries} ferry legs${logsText(r)} written in ${((Date.now() - since) / 1000).toFixed(0)} s\n`))
      .catch((err: unknown) => app.log.error({ err }, 'demo trips could not be written'));
  }
}

/** ', 310 flight logs (280 confirmed, 12 awaiting confirmation)' when the demo wrote them. */
function logsText(c: DemoTripCounts): string {
  const f = c.flightLogs;
  return f ? `, ${f.logs} flight logs (${f.confirmed} confirmed, ${f.drafts} awaiting confirmation)` : '';
}

function appLine(built: AppBuild | null, dir: string): string {
  if (!existsSync(join(dir, 'index.html'))) return `(no build in ${dir}: the app answers 404)`;
  if (!built) return `(serving ${dir} as it is: ${process.env.FOC_STATIC_DIR ? 'FOC_STATIC_DIR' : process.argv.includes('--no-build') ? '--no-build' : 'FOC_BUILD=off'})`;
  const secs = (built.ms / 1000).toFixed(1);
  return built.outcome === 'fresh' ? '(build up to date)' : `(built now in ${secs} s: ${built.reason === 'missing' ? 'no build yet' : 'sources changed'})`;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
