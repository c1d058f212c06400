import { useMemo } from 'react';
import { aircraftApi, type AircraftRow } from '../../api/resources';
import { useChoices } from '../resource/useChoices';

const tail = (r: AircraftRow) => r.tailNo;

/** The company's aircraft as choices (value id, label tail number), by tail number. */
export function useAircraftChoices(): { value: string; label: string }[] {
  const c = useChoices(aircraftApi, tail, 'tailNo');
  return useMemo(() => c.rows.map((r) => ({ value: r.id, label: r.tailNo })), [c.rows]);
}
