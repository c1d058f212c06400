/** A leg of a trip-create body: business charter on 2026-12-<day>, planned times in UTC (HH:mm). */
export function legInput(dep: string, arr: string, day: number, times: { off?: string; on?: string } = {}, extra: object = {}) {
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  return {
    purpose: 'business',
    operationNature: 'charter',
    departureIcao: dep,
    arrivalIcao: arr,
    plannedDepartureUtc: `${date}T${times.off ?? '02:00'}:00Z`,
    plannedArrivalUtc: `${date}T${times.on ?? '04:30'}:00Z`,
    ...extra,
  };
}
