/** The leg fields a user writes: bodies of create, addLeg, insertLeg and renew (edit sends some of them). */
export interface LegInput {
  flightNo?: string | null;
  purpose: string;
  operationNature: string;
  departureIcao: string;
  arrivalIcao: string;
  /** ISO 8601 UTC instants. */
  plannedDepartureUtc: string;
  plannedArrivalUtc: string;
  eteMinutes?: number | null;
  note?: string | null;
}
