/**
 * The flight map as the screens use it: loaded as its own chunk (sign-in and the other screens do
 * not pay for MapLibre and deck.gl), with the user's units and time type and translated labels.
 * Times on the map follow the time type; in Local they read as UTC, marked so (an aircraft in the
 * air has no local time of its own, as the Gantt's axis).
 */
import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { FlightMapProps } from '../../../map/types';
import { settings } from '../../../state/settings';
import { instantText } from '../../../ui/list/times';

const FlightMap = lazy(() => import('../../../map/FlightMap'));

export type LiveMapProps = Omit<FlightMapProps, 'speedUnit' | 'altitudeUnit' | 'formatTime' | 'labels'>;

export function LiveMap(props: LiveMapProps) {
  const { t } = useTranslation();
  const { speedUnit, altitudeUnit, timeType, themeName } = useSnapshot(settings);
  const formatTime = useCallback(
    (ms: number) => (timeType === 'Local' ? `${instantText(new Date(ms).toISOString(), 'UTC')} UTC` : instantText(new Date(ms).toISOString(), timeType)),
    [timeType],
  );
  const labels = useMemo(
    () => ({ altitude: t('track.map.altitude'), speed: t('track.map.speed'), track: t('track.map.track'), lastSeen: t('track.map.lastSeen'), onGround: t('track.map.onGround') }),
    [t],
  );
  return (
    <Suspense fallback={<Spinner size={30} aria-label={t('track.map.loading')} />}>
      <FlightMap {...props} theme={props.theme ?? (themeName === 'dark' ? 'dark' : 'light')} speedUnit={speedUnit} altitudeUnit={altitudeUnit} formatTime={formatTime} labels={labels} />
    </Suspense>
  );
}
