/** How times are shown (requirements S3): UTC, local at the airport, or Beijing (UTC+8). Default Beijing. */
export const TIME_TYPES = ['UTC', 'Local', 'Beijing'] as const;
export type TimeType = (typeof TIME_TYPES)[number];
export const DEFAULT_TIME_TYPE: TimeType = 'Beijing';
