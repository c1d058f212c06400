import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { LegState } from '../../../src/domain/trip/states';
import type { DbOrTx } from '../../db/client';
import { aircraft, aircraftTypes, tripLegs } from '../../db/schema';

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

    /** Flown legs of the aircraft with both actual times, taking off in the period. */
    flownLegs: async (companyId: string, aircraftIds: readonly string[], fromUtc?: string, toUtc?: string) => {
      if (aircraftIds.length === 0) return [];
      const parts: SQL[] = [
        eq(tripLegs.companyId, companyId),
        inArray(tripLegs.aircraftId, [...aircraftIds]),
        eq(tripLegs.legState, LegState.flown),
        isNotNull(tripLegs.actualOffUtc),
        isNotNull(tripLegs.actualOnUtc),
      ];
      if (fromUtc) parts.push(gte(tripLegs.actualOffUtc, new Date(fromUtc)));
      if (toUtc) parts.push(lt(tripLegs.actualOffUtc, new Date(toUtc)));
      return db
        .select({ aircraftId: tripLegs.aircraftId, actualOffUtc: tripLegs.actualOffUtc, actualOnUtc: tripLegs.actualOnUtc })
        .from(tripLegs)
        .where(and(...parts));
    },
  };
}
