import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AirportHit } from '../../../api/leg';
import { DEFAULT_LEG_STATE_READING, GANTT_BAR_COLOURS, ganttBarColour, legStateLabelKey, type LegState, type LegStateReading, type Refusal } from '../../../domain/trip';

/** No setting chooses the leg-state reading yet: the domain's default reading is shown. */
export const LEG_STATE_READING: LegStateReading = DEFAULT_LEG_STATE_READING;

/** The leg state as a tag in its Gantt bar colour. */
export function LegStateTag({ state }: { state: LegState }) {
  const { t } = useTranslation();
  const colour = ganttBarColour(state);
  return (
    <Tag round style={{ background: GANTT_BAR_COLOURS[colour], color: colour === 'lightBlue' ? '#1c2127' : '#fff' }} data-testid="leg-state" data-state={state}>
      {t(legStateLabelKey(state, LEG_STATE_READING))}
    </Tag>
  );
}

/** The text of a domain refusal (keys of namespace `trip`, with parameters). */
export function useRefusalText(): (r: Refusal | null | undefined) => string {
  const { t } = useTranslation();
  return (r) => (r ? t(r.key, r.params ?? {}) : '');
}

/** An airport's name in the UI language: Chinese name for zh/zhtw when known, else the English one. */
export function airportName(a: AirportHit | null | undefined, language: string): string {
  if (!a) return '';
  return language.startsWith('zh') && a.cnName ? a.cnName : a.name;
}
