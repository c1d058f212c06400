/** Display texts of an airport's catalogue facts, shared by the airport screens and their export (pure). */

/** 39.5098 N, 116.4105 E (four decimals, hemisphere letters). */
export function positionText(lat: number, lon: number): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)} ${v < 0 ? neg : pos}`;
  return `${part(lat, 'N', 'S')}, ${part(lon, 'E', 'W')}`;
}

/** Metres first (the platform's unit), feet as the catalogue gives them: '35 m (116 ft)'. */
export function lengthText(metres: number | null, feet: number | null): string {
  if (metres === null || feet === null) return '';
  return `${Math.round(metres).toLocaleString('en-US')} m (${feet.toLocaleString('en-US')} ft)`;
}
