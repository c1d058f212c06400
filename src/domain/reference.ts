/** Status of a reference-data record (agent levels, agent types, service items…): offered in choice lists only when enabled. */
export const REFERENCE_STATUSES = ['enabled', 'disabled'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
