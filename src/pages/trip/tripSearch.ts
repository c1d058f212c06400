/** Search conditions of the trip and leg lists. */
import type { ListCondition } from '../../api/trip';
import type { TimeType } from '../../domain/timeType';
import { dayRangeConditions } from '../../ui/list/listQuery';

export interface TripSearch {
  tripNumber: string;
  status: string;
}
export const EMPTY_TRIP_SEARCH: TripSearch = { tripNumber: '', status: '' };

export function tripConditions(s: TripSearch): ListCondition[] {
  return [
    { name: 'tripNumber', op: 'startsWith', value: s.tripNumber },
    // several canonical statuses comma-separated: one name under the reading (B's 0)
    s.status.includes(',') ? { name: 'status', op: 'in', value: s.status.split(',') } : { name: 'status', op: 'eq', value: s.status },
  ];
}

export interface LegSearch {
  flightNo: string;
  tripNumber: string;
  legState: string;
  departureIcao: string;
  arrivalIcao: string;
  from: string;
  to: string;
  /** Only legs that need closing (overdue or past and not closed) at the time of the search. */
  needsClosing?: boolean;
}
export const EMPTY_LEG_SEARCH: LegSearch = { flightNo: '', tripNumber: '', legState: '', departureIcao: '', arrivalIcao: '', from: '', to: '', needsClosing: false };

export function legConditions(s: LegSearch, timeType: TimeType): ListCondition[] {
  return [
    { name: 'flightNo', op: 'startsWith', value: s.flightNo },
    { name: 'tripNumber', op: 'startsWith', value: s.tripNumber },
    { name: 'legState', op: 'eq', value: s.legState === '' ? '' : Number(s.legState) },
    { name: 'departureIcao', op: 'eq', value: s.departureIcao.trim().toUpperCase() },
    { name: 'arrivalIcao', op: 'eq', value: s.arrivalIcao.trim().toUpperCase() },
    ...dayRangeConditions('plannedDepartureUtc', s.from, s.to, timeType),
    // the server's instant from which a leg needs closing (the domain's closingDueMs), to the minute
    ...(s.needsClosing ? [{ name: 'closingDueUtc', op: 'le' as const, value: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString() }] : []),
  ];
}
