import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { syncMenuCatalog } from './modules/account/menuCatalog';

const CATALOG_LOCK = 7_240_002;

/** Everything a database needs before an app serves from it: migrations, then the product's menu catalogue. */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await database.withAdvisoryLock(CATALOG_LOCK, (db) => db.transaction((tx) => syncMenuCatalog(tx)));
}
