import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedDemo } from './seed/demo';

const config = loadConfig();

async function main(): Promise<void> {
  const started = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((e: unknown) => {
    if (e instanceof DataDirLockedError) {
      console.error(`\n${e.message}\nStop the other server, or set FOC_DATA_DIR to another folder.\n`);
      process.exit(1);
    }
    throw e;
  });
  await prepareDatabase(database);
  const app = await buildApp({ db: database.db, config });
  if (!config.captcha) app.log.warn('FOC_CAPTCHA=off: sign-in without a captcha. Use this only for automation and tests.');
  const seed = await seedDemo(database.db, app.services, config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down: draining in-flight requests');
    await app.close(); // stops accepting, answers 503 to new requests, waits for in-flight ones
    app.log.info('requests drained; closing the database');
    await database.close();
  });

  const address = await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `FOC platform ready in ${((Date.now() - started) / 1000).toFixed(1)} s — database: ${where}`,
    `  App:      ${address}/foc/`,
    `  API docs: ${address}/openapi.json`,
  ];
  if (seed.seeded) {
    lines.push(`  Sign in:  admin / ${seed.adminPassword}${seed.generated ? '   (generated now and shown only this once; set FOC_ADMIN_PASSWORD to choose it)' : ''}`);
    lines.push('            demo users per seat (demo-cs, demo-eval, demo-fleet, demo-crew, demo-run, demo-cabin, demo-ground, demo-control, demo-training, demo-finance) share that password');
  } else {
    lines.push('  Sign in:  admin, with the password printed at first start (or FOC_ADMIN_PASSWORD then)');
  }
  if (!config.captcha) lines.push('  Captcha:  off (FOC_CAPTCHA=off)');
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
