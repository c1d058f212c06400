import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { menuPermissionPoints, syncMenuCatalog } from './modules/account/menuCatalog';
import { createPermissionRepository } from './modules/common/permissionRepository';
import { syncAirportCatalogue, type CatalogueSync } from './modules/base/airportCatalog';

const CATALOG_LOCK = 7_240_002;

/**
 * Everything a database needs before an app serves from it: migrations, then the product's menu catalogue
 * and its button permission points, then the airport catalogue (only when empty or its package version changed).
 */
export async function prepareDatabase(database: Database): Promise<{ airports: CatalogueSync }> {
  await runMigrations(database);
  await database.withAdvisoryLock(CATALOG_LOCK, (db) =>
    db.transaction(async (tx) => {
      await syncMenuCatalog(tx);
      await createPermissionRepository(tx).upsertMany(menuPermissionPoints());
    }),
  );
  const airports = await database.withAdvisoryLock(CATALOG_LOCK, (db) => db.transaction((tx) => syncAirportCatalogue(tx)));
  return { airports };
}
