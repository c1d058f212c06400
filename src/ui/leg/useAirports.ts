import { useEffect, useState } from 'react';
import { legApi, type AirportHit } from '../../api/leg';

const cache = new Map<string, Promise<AirportHit | null>>();

/** Names and zones of airports by ICAO (cached for the session); missing ones stay absent. */
export function useAirports(icaos: readonly string[]): Record<string, AirportHit | null> {
  const [book, setBook] = useState<Record<string, AirportHit | null>>({});
  const wanted = [...new Set(icaos.filter(Boolean).map((i) => i.toUpperCase()))].sort().join(',');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    Promise.all(
      wanted.split(',').map((icao) => {
        let p = cache.get(icao);
        if (!p) cache.set(icao, (p = legApi.airport(icao)));
        return p.then((a) => [icao, a] as const);
      }),
    ).then((pairs) => live && setBook((cur) => ({ ...cur, ...Object.fromEntries(pairs) })));
    return () => {
      live = false;
    };
  }, [wanted]);
  return book;
}
