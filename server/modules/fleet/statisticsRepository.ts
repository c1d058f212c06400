import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { LegState } from '../../../src/domain/trip/states';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, flightLogs, tripLegs } from '../../db/schema';

export interface StatisticsAircraft {
  id: string;
  tailNo: string;
  typeId: string;
  typeCode: string;
  taxiMinutes: number | null;
  engineLeftSerialNo: string | null;
  engineMiddleSerialNo: string | null;
  engineRightSerialNo: string | null;
}

/** The aircraft and flown legs statistics read, always within the caller's scope. */
export function createStatisticsRepository(db: DbOrTx) {
  return {
    /** Aircraft matching `where` (the caller's company and data permissions), with their type's code and taxi minutes. */
    aircraft: (where: SQL): Promise<StatisticsAircraft[]> =>
      db
        .select({
          id: aircraft.id,
          tailNo: aircraft.tailNo,
          typeId: aircraft.typeId,
          typeCode: aircraftTypes.code,
          taxiMinutes: aircraftTypes.taxiMinutes,
          engineLeftSerialNo: aircraft.engineLeftSerialNo,
          engineMiddleSerialNo: aircraft.engineMiddleSerialNo,
          engineRightSerialNo: aircraft.engineRightSerialNo,
        })
        .from(aircraft)
        .innerJoin(aircraftTypes, eq(aircraftTypes.id, aircraft.typeId))
        .where(where)
        .orderBy(asc(aircraft.sortNum), asc(aircraft.tailNo)),

    /** Flown legs of the aircraft with both actual times and no confirmed flight log, taking off in the period. */
    flownLegs: async (companyId: string, aircraftIds: readonly string[], fromUtc?: string, toUtc?: string) => {
      if (aircraftIds.length === 0) return [];
      const parts: SQL[] = [
        eq(tripLegs.companyId, companyId),
        inArray(tripLegs.aircraftId, [...aircraftIds]),
        eq(tripLegs.legState, LegState.flown),
        isNotNull(tripLegs.actualOffUtc),
        isNotNull(tripLegs.actualOnUtc),
        notExists(
          db
            .select({ one: sql`1` })
            .from(flightLogs)
            .where(and(eq(flightLogs.companyId, companyId), eq(flightLogs.legId, tripLegs.id), eq(flightLogs.status, 'confirmed'))),
        ),
      ];
      if (fromUtc) parts.push(gte(tripLegs.actualOffUtc, new Date(fromUtc)));
      if (toUtc) parts.push(lt(tripLegs.actualOffUtc, new Date(toUtc)));
      return db
        .select({ aircraftId: tripLegs.aircraftId, actualOffUtc: tripLegs.actualOffUtc, actualOnUtc: tripLegs.actualOnUtc })
        .from(tripLegs)
        .where(and(...parts));
    },

    /** Confirmed flight logs of the aircraft (the log's aircraft, else the leg's), taking off (else going out) in the period. */
    confirmedLogs: async (companyId: string, aircraftIds: readonly string[], fromUtc?: string, toUtc?: string) => {
      if (aircraftIds.length === 0) return [];
      const plane = sql<string>`coalesce(${flightLogs.aircraftId}, ${tripLegs.aircraftId})`;
      const off = sql`coalesce(${flightLogs.offUtc}, ${flightLogs.outUtc})`;
      const parts: SQL[] = [eq(flightLogs.companyId, companyId), eq(flightLogs.status, 'confirmed'), inArray(plane, [...aircraftIds]), sql`${off} is not null`];
      if (fromUtc) parts.push(sql`${off} >= ${new Date(fromUtc).toISOString()}::timestamptz`);
      if (toUtc) parts.push(sql`${off} < ${new Date(toUtc).toISOString()}::timestamptz`);
      return db
        .select({
          aircraftId: plane,
          outUtc: flightLogs.outUtc,
          offUtc: flightLogs.offUtc,
          onUtc: flightLogs.onUtc,
          inUtc: flightLogs.inUtc,
          blockMinutes: flightLogs.blockMinutes,
          airMinutes: flightLogs.airMinutes,
          landings: flightLogs.landings,
          engines: flightLogs.engines,
          apuMinutes: flightLogs.apuMinutes,
          apuCycles: flightLogs.apuCycles,
          fuelUnit: flightLogs.fuelUnit,
          blockFuel: flightLogs.blockFuel,
          flightFuel: flightLogs.flightFuel,
        })
        .from(flightLogs)
        .innerJoin(tripLegs, and(eq(tripLegs.id, flightLogs.legId), eq(tripLegs.companyId, flightLogs.companyId)))
        .where(and(...parts));
    },
  };
}
