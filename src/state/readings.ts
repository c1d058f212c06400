import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { legStateCodeText, legStateText, tripStatusText, type Translate } from '../domain/trip/readingText';
import type { LegState, LegStateReading, TripStatus, TripStatusReading } from '../domain/trip/states';
import { companyReadings } from './companyReadings';

export interface Readings {
  leg: LegStateReading;
  trip: TripStatusReading;
  /** Name of a leg state under the chosen reading. */
  legState(state: LegState): string;
  /** Name of a leg state with its code ("Pending (3)"), for choices. */
  legStateWithCode(state: LegState): string;
  /** Name of a trip status under the chosen reading, with the reading's code ("Received (1)"). */
  tripStatus(status: TripStatus): string;
}

/** The company's readings of leg states and trip statuses (an administrator's setting), with their texts. */
export function useReadings(): Readings {
  const { t } = useTranslation();
  const { legStateReading: leg, tripStatusReading: trip } = useSnapshot(companyReadings);
  return useMemo(() => {
    const tr = t as unknown as Translate;
    return {
      leg,
      trip,
      legState: (s) => legStateText(s, leg, tr),
      legStateWithCode: (s) => legStateCodeText(s, leg, tr),
      tripStatus: (s) => tripStatusText(s, trip, tr),
    };
  }, [t, leg, trip]);
}
