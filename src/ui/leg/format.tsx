import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AirportHit } from '../../api/leg';
import { GANTT_BAR_COLOURS, ganttBarColour, type LegState, type Refusal } from '../../domain/trip';
import { useReadings } from '../../state/readings';

/** The leg state as a tag in its Gantt bar colour, named in the reading of the settings. */
export function LegStateTag({ state }: { state: LegState }) {
  const readings = useReadings();
  const colour = ganttBarColour(state);
  return (
    <Tag round style={{ background: GANTT_BAR_COLOURS[colour], color: colour === 'lightBlue' ? '#1c2127' : '#fff' }} data-testid="leg-state" data-state={state}>
      {readings.legState(state)}
    </Tag>
  );
}

/** The text of a domain refusal (keys of namespace `trip`, with parameters). */
export function useRefusalText(): (r: Refusal | null | undefined) => string {
  const { t } = useTranslation();
  return (r) => (r ? t(r.key, r.params ?? {}) : '');
}

/** An airport's name in the UI language: the traditional name for zhtw, the Chinese name for zh, when known; else the English one. */
export function airportName(a: AirportHit | null | undefined, language: string): string {
  if (!a) return '';
  if (language === 'zhtw' && (a.twName || a.cnName)) return (a.twName || a.cnName)!;
  return language.startsWith('zh') && a.cnName ? a.cnName : a.name;
}
