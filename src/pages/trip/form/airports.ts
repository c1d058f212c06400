import { useEffect, useState } from 'react';
import { tripCommands, type AirportHit } from '../../../api/tripCommands';
import type { AirportBook, AirportInfo } from './legDraft';

/** Airports the forms have seen (search hits), by ICAO, for the session. */
const known = new Map<string, AirportHit>();
const asked = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const infoOf = (h: AirportHit): AirportInfo => ({ icao: h.icao, timeZone: h.timeZone, latitude: h.latitude ?? null, longitude: h.longitude ?? null });

/** Remembers search hits (their zones and positions) and tells the forms. */
export function rememberAirports(hits: readonly AirportHit[]): void {
  let changed = false;
  for (const h of hits) {
    const k = h.icao.toUpperCase();
    if (!known.has(k)) changed = true;
    known.set(k, h);
  }
  if (changed) for (const l of listeners) l();
}

export const airportHit = (icao: string): AirportHit | undefined => known.get(icao.trim().toUpperCase());

/** Looks an ICAO up once (by the search every signed-in user may use). */
function lookUp(icao: string): Promise<void> {
  let p = asked.get(icao);
  if (!p) {
    p = tripCommands.searchAirports(icao).then(
      (hits) => rememberAirports(hits.filter((h) => h.icao.toUpperCase() === icao)),
      () => undefined,
    );
    asked.set(icao, p);
  }
  return p;
}

const snapshot = (): AirportBook => Object.fromEntries([...known].map(([k, h]) => [k, infoOf(h)]));

/** Zones and positions of the airports the form uses; unknown 4-letter codes are looked up. */
export function useAirportBook(icaos: readonly string[]): AirportBook {
  const [book, setBook] = useState<AirportBook>(snapshot);
  useEffect(() => {
    const l = () => setBook(snapshot());
    listeners.add(l);
    l();
    return () => void listeners.delete(l);
  }, []);
  const wanted = [...new Set(icaos.map((i) => i.trim().toUpperCase()).filter((i) => /^[A-Z0-9]{4}$/.test(i) && !known.has(i)))].sort().join(',');
  useEffect(() => {
    if (wanted) for (const icao of wanted.split(',')) void lookUp(icao);
  }, [wanted]);
  return book;
}
