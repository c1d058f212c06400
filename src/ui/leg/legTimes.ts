import type { GanttLegAnswer } from '../../api/gantt';
import type { TimeType } from '../../domain/timeType';
import { instantText, useAirportZones } from '../list/times';

/** A leg's planned and actual times in the time type (airport zones when Local). */
export function useLegTimes(leg: GanttLegAnswer | null, timeType: TimeType) {
  const zones = useAirportZones(leg ? [leg.departureIcao, leg.arrivalIcao] : [], timeType);
  if (!leg) return null;
  const dz = zones[leg.departureIcao.toUpperCase()] ?? null;
  const az = zones[leg.arrivalIcao.toUpperCase()] ?? null;
  return {
    plannedDeparture: instantText(leg.plannedDepartureUtc, timeType, dz),
    plannedArrival: instantText(leg.plannedArrivalUtc, timeType, az),
    actualOff: instantText(leg.actualOffUtc, timeType, dz),
    actualOn: instantText(leg.actualOnUtc, timeType, az),
  };
}
