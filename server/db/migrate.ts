import type { Database } from './client';
import { migrationsFolder } from './client';

const MIGRATION_LOCK = 7_240_001;

/** Applies pending SQL migrations (the same files on PGlite and PostgreSQL), one process at a time. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK, async (db) => {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder });
    }
  });
}
