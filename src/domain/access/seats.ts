/** The ten duty positions (requirements S1, requirements D6), in display order. */
export const SEAT_KEYS = [
  'CUSTOMER_SERVICE',
  'OPS_EVALUATION',
  'FLEET',
  'CREW',
  'RUN',
  'CABIN',
  'GROUND',
  'CONTROL',
  'TRAINING',
  'FINANCE',
] as const;

export type SeatKey = (typeof SEAT_KEYS)[number];

export function isSeatKey(value: string): value is SeatKey {
  return (SEAT_KEYS as readonly string[]).includes(value);
}
