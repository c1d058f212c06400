import { Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tripApi } from '../../api/trip';
import { formatInstant, zoneLabel } from '../../domain/trip';
import type { TimeType } from '../../domain/timeType';

/** The zone hint of a time column's header: 'UTC', 'UTC+8' (Beijing) or 'Local'. */
export function useZoneHint(): (timeType: TimeType) => string {
  const { t } = useTranslation();
  return (timeType) => (timeType === 'Local' ? t('tripScreens.zone.local') : zoneLabel(timeType));
}

/** Text of an instant in a time type ('' for none); Local without a zone reads as UTC. */
export function instantText(iso: string | null | undefined, timeType: TimeType, zone?: string | null): string {
  if (!iso) return '';
  try {
    const f = formatInstant(iso, timeType, zone);
    return timeType === 'Local' ? `${f.text} ${zoneLabel('Local', zone, iso)}` : f.text;
  } catch {
    return '';
  }
}

/** An instant in the user's time type; in Local, the airport's offset, or a 'zone unknown' mark. */
export function TimeCell({ iso, timeType, zone }: { iso: string | null | undefined; timeType: TimeType; zone?: string | null }) {
  const { t } = useTranslation();
  if (!iso) return null;
  let f;
  try {
    f = formatInstant(iso, timeType, zone);
  } catch {
    return null;
  }
  if (timeType !== 'Local') return <span className="foc-list__time">{f.text}</span>;
  return (
    <span className="foc-list__time">
      {f.text}{' '}
      {f.fellBackToUtc ? (
        <Tooltip content={t('tripScreens.zone.unknownHint')}>
          <span className="foc-list__zone foc-list__zone--unknown" data-testid="zone-unknown">
            {t('tripScreens.zone.unknown')}
          </span>
        </Tooltip>
      ) : (
        <span className="foc-list__zone">{zoneLabel('Local', zone, iso)}</span>
      )}
    </span>
  );
}

const zoneCache = new Map<string, Promise<string | null>>();

/** IANA zones of airports, looked up only while the time type is Local (cached for the session). */
export function useAirportZones(icaos: readonly string[], timeType: TimeType): Record<string, string | null> {
  const [zones, setZones] = useState<Record<string, string | null>>({});
  const wanted = timeType === 'Local' ? [...new Set(icaos.map((i) => i.toUpperCase()))].sort().join(',') : '';
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const list = wanted.split(',');
    Promise.all(
      list.map((icao) => {
        let p = zoneCache.get(icao);
        if (!p) zoneCache.set(icao, (p = tripApi.airportZone(icao)));
        return p.then((z) => [icao, z] as const);
      }),
    ).then((pairs) => live && setZones((cur) => ({ ...cur, ...Object.fromEntries(pairs) })));
    return () => {
      live = false;
    };
  }, [wanted]);
  return zones;
}
