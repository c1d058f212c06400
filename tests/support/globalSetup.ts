import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServices } from '../../server/services';
import { prepareDatabase } from '../../server/bootstrap';
import { testConfig } from '../../server/config';
import { dumpPglite, openDatabase } from '../../server/db/client';
import { seedTestData } from './fixtures';
import { adminUrl, databaseUrlFor, testDbKind } from './dbUrls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the dumped, migrated and seeded data folder. */
    pgliteTemplate: string;
    /** PostgreSQL: name of the migrated and seeded template database of this run. */
    pgTemplate: string;
    runId: string;
  }
}

/**
 * Builds one migrated and seeded database per test run; each test file then starts from a copy
 * (PGlite: a loaded dump; PostgreSQL: CREATE DATABASE … TEMPLATE), so runs and files never collide.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const kind = testDbKind();
  const config = testConfig();
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(database);
    await seedTestData(database.db, createServices(database.db, config), config);
    const dir = join(process.cwd(), '.tmp');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `pglite-template-${runId}.tar`);
    writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplate', '');
    return async () => rmSync(file, { force: true });
  }
  const { default: pg } = await import('pg');
  const template = `foc_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDatabase({ url: databaseUrlFor(template) });
  await prepareDatabase(database);
  await seedTestData(database.db, createServices(database.db, config), config);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgliteTemplate', '');
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`foc_t_${runId}_%`, template],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.end();
  };
}
