/**
 * One palette for an aircraft's upkeep status wherever it is drawn (status board tags and strips,
 * Gantt row marks and background spans): airworthy green, maintenance blue, MEL orange, AOG red
 * (Blueprint's success, primary, warning and danger colours).
 */
import type { UpkeepStatus } from '../../domain/fleet/availability';

export const UPKEEP_COLOURS: Readonly<Record<UpkeepStatus, string>> = Object.freeze({
  airworthy: '#238551',
  maintenance: '#2d72d2',
  mel: '#c87619',
  aog: '#cd4246',
});

/** Blueprint intents of the same statuses (tags). */
export const UPKEEP_INTENTS = Object.freeze({ airworthy: 'success', maintenance: 'primary', mel: 'warning', aog: 'danger' } as const);
