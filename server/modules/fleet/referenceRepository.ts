import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, airports, crews, customers, users } from '../../db/schema';

/** Reference look-ups of the fleet, customer and crew resources, always within one company. */
export function createReferenceRepository(db: DbOrTx) {
  const countWhere = async (table: typeof aircraft | typeof aircraftTypes | typeof customers | typeof crews | typeof users, where: ReturnType<typeof and>) => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  };
  return {
    /** How many of `ids` are aircraft types of the company. */
    typesInCompany: (companyId: string, ids: readonly string[]) =>
      ids.length === 0 ? Promise.resolve(0) : countWhere(aircraftTypes, and(eq(aircraftTypes.companyId, companyId), inArray(aircraftTypes.id, [...ids]))),
    /** Aircraft types of the company by code (import rows name types by code). */
    typeIdsByCode: async (companyId: string, codes: readonly string[]) =>
      codes.length === 0
        ? []
        : db.select({ id: aircraftTypes.id, code: aircraftTypes.code }).from(aircraftTypes).where(and(eq(aircraftTypes.companyId, companyId), inArray(aircraftTypes.code, [...codes]))),
    customerInCompany: async (companyId: string, id: string) =>
      (await countWhere(customers, and(eq(customers.companyId, companyId), eq(customers.id, id)))) === 1,
    userInCompany: async (companyId: string, id: string) => (await countWhere(users, and(eq(users.companyId, companyId), eq(users.id, id)))) === 1,
    /** Whether the airport catalogue knows the ICAO code. */
    airportExists: async (icao: string) => {
      const rows = await db.select({ icao: airports.icao }).from(airports).where(eq(airports.icao, icao)).limit(1);
      return rows.length === 1;
    },
    /** Aircraft and crews of the company still referring to these aircraft types. */
    typeUsers: async (companyId: string, typeIds: string[]) => ({
      aircraft: await countWhere(aircraft, and(eq(aircraft.companyId, companyId), inArray(aircraft.typeId, typeIds))),
      crews: await countWhere(crews, and(eq(crews.companyId, companyId), sql`${crews.qualifiedTypeIds} && ARRAY[${sql.join(typeIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`)),
    }),
    /** Aircraft of the company hosted for these customers. */
    aircraftOfCustomers: (companyId: string, customerIds: string[]) =>
      countWhere(aircraft, and(eq(aircraft.companyId, companyId), inArray(aircraft.customerId, customerIds))),
  };
}
