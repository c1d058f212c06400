import { describe, expect, it } from 'vitest';
import { airportCatalogueVersion, sourceAirports, toCatalogueRow } from './airportCatalog';

describe('the shipped airport data (airport-data-js 4.0.0)', () => {
  it('holds every record of the release and maps 13,454 distinct ICAO airports', () => {
    expect(airportCatalogueVersion()).toBe('airport-data-js@4.0.0#1');
    const records = sourceAirports();
    expect(records).toHaveLength(18_776);
    const icaos = new Set(records.map(toCatalogueRow).flatMap((r) => (r ? [r.icao] : [])));
    expect(icaos.size).toBe(13_454);
  });

  it('keeps the 4.0.0 values (elevations were wrong in 3.1.0)', () => {
    const zbaa = sourceAirports().find((a) => a.icao === 'ZBAA');
    expect(zbaa && toCatalogueRow(zbaa)).toMatchObject({ icao: 'ZBAA', iata: 'PEK', elevationFt: 116, timeZone: 'Asia/Shanghai', type: 'large_airport', scheduledService: true });
  });
});
