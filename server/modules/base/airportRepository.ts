import { and, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { airports, companyAirports, referenceVersions } from '../../db/schema';

export type AirportRow = typeof airports.$inferInsert;
export type OverlayRow = typeof companyAirports.$inferSelect;
export type OverlayInsert = typeof companyAirports.$inferInsert;

/** Catalogue columns plus the caller's overlay (null where the operator has written nothing). */
const joined = {
  icao: airports.icao,
  iata: airports.iata,
  name: airports.name,
  city: airports.city,
  countryCode: airports.countryCode,
  continent: airports.continent,
  latitude: airports.latitude,
  longitude: airports.longitude,
  elevationFt: airports.elevationFt,
  timeZone: airports.timeZone,
  runwayLengthFt: airports.runwayLengthFt,
  type: airports.type,
  scheduledService: airports.scheduledService,
  cnName: companyAirports.cnName,
  cnCityName: companyAirports.cnCityName,
  nature: companyAirports.nature,
  isOpen: companyAirports.isOpen,
  hasCustoms: companyAirports.hasCustoms,
  military: companyAirports.military,
  operationTime: companyAirports.operationTime,
  threeCloseTime: companyAirports.threeCloseTime,
  fbo: companyAirports.fbo,
  fuelPrice: companyAirports.fuelPrice,
  airportServicePrice: companyAirports.airportServicePrice,
  warningMark: companyAirports.warningMark,
  note: companyAirports.note,
  grade: companyAirports.grade,
  version: companyAirports.version,
  updateAuthor: companyAirports.updateAuthor,
  updateTime: companyAirports.updateTime,
};
type Catalogue = typeof airports.$inferSelect;
/** A catalogue row with the caller's overlay fields (all null where the operator has written nothing). */
export type JoinedAirport = Catalogue & {
  [K in Exclude<keyof typeof joined, keyof Catalogue>]: (typeof joined)[K]['_']['data'] | null;
};

/** `col = excluded.col` for every catalogue column but the key: a reload refreshes each row. */
const REFRESH = Object.fromEntries(
  Object.entries(getTableColumns(airports))
    .filter(([key]) => key !== 'icao')
    .map(([key, col]) => [key, sql.raw(`excluded."${col.name}"`)]),
);

export function createAirportRepository(db: DbOrTx) {
  /** `overlayScope` (the caller's company) goes into the join, so catalogue rows without an overlay stay. */
  const from = (overlayScope: SQL) =>
    db
      .select(joined)
      .from(airports)
      .leftJoin(companyAirports, and(eq(companyAirports.icao, airports.icao), overlayScope));

  return {
    async referenceVersion(name: string): Promise<string | undefined> {
      const [row] = await db.select({ v: referenceVersions.version }).from(referenceVersions).where(eq(referenceVersions.name, name));
      return row?.v;
    },
    async setReferenceVersion(name: string, version: string, rowCount: number): Promise<void> {
      await db
        .insert(referenceVersions)
        .values({ name, version, rowCount })
        .onConflictDoUpdate({ target: referenceVersions.name, set: { version, rowCount, loadedAt: new Date() } });
    },
    async catalogueSize(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(airports);
      return Number(row?.n ?? 0);
    },
    /** Inserts or refreshes one batch of catalogue rows in a single statement. */
    async upsertCatalogue(rows: readonly AirportRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(airports).values([...rows]).onConflictDoUpdate({ target: airports.icao, set: REFRESH });
    },
    page(overlayScope: SQL, q: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) {
      return from(overlayScope).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset) as Promise<JoinedAirport[]>;
    },
    async count(overlayScope: SQL, where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(airports)
        .leftJoin(companyAirports, and(eq(companyAirports.icao, airports.icao), overlayScope))
        .where(where);
      return Number(row?.n ?? 0);
    },
    async one(overlayScope: SQL, icao: string): Promise<JoinedAirport | undefined> {
      const [row] = (await from(overlayScope).where(eq(airports.icao, icao)).limit(1)) as JoinedAirport[];
      return row;
    },
    /** Prefix search over codes, English name (any word), city and the caller's Chinese names; `named`: codes the bundled Chinese names matched. */
    search(overlayScope: SQL, text: string, limit: number, named: readonly string[] = []) {
      const code = text.toUpperCase();
      const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const word = `% ${prefix}`;
      return from(overlayScope)
        .where(
          or(
            ilike(airports.icao, prefix),
            ilike(airports.iata, prefix),
            ilike(airports.name, prefix),
            ilike(airports.name, word),
            ilike(airports.city, prefix),
            ilike(companyAirports.cnName, prefix),
            ilike(companyAirports.cnCityName, prefix),
            ...(named.length > 0 ? [inArray(airports.icao, [...named])] : []),
          ),
        )
        .orderBy(
          sql`case when ${airports.icao} = ${code} then 0 when ${airports.iata} = ${code} then 1 else 2 end`,
          sql`case ${airports.type} when 'large_airport' then 0 when 'medium_airport' then 1 when 'small_airport' then 2 else 3 end`,
          airports.icao,
        )
        .limit(limit) as Promise<JoinedAirport[]>;
    },
    async overlayOf(overlayScope: SQL, icao: string): Promise<OverlayRow | undefined> {
      const [row] = await db.select().from(companyAirports).where(and(eq(companyAirports.icao, icao), overlayScope)).limit(1);
      return row;
    },
    /** Creates the overlay unless another request just did (then undefined: the caller answers 412). */
    async insertOverlay(values: OverlayInsert): Promise<OverlayRow | undefined> {
      const [row] = await db.insert(companyAirports).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
