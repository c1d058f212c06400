import pg from 'pg';

/** Drops a bench's own database (FORCE: its server processes may still hold connections); says so when it cannot. */
export async function dropBenchDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  } catch (e) {
    console.error(`could not drop ${dbName}: ${(e as Error).message}`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
