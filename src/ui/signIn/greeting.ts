/** Parts of the day for the welcome notice (requirements S4). */
export type DayPart = 'earlyMorning' | 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * Before 8 early morning, until 11 morning, until 13 noon, before 18 afternoon, otherwise evening
 * ("until" includes the hour: 11:59 is still morning, 13:59 still noon). Uses the browser's clock.
 */
export function dayPartOf(hour: number): DayPart {
  if (hour < 8) return 'earlyMorning';
  if (hour <= 11) return 'morning';
  if (hour <= 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The i18n key of the greeting for a moment. */
export function greetingKey(at: Date = new Date()): string {
  return `page.greeting.${dayPartOf(at.getHours())}`;
}
