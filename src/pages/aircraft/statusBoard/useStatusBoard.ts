/**
 * The status board's data: the board for the filters, reloaded when faults or inspections change
 * (fleetStatus frames), when legs change (trip and leg events) and every minute (countdowns and
 * "now" move on); the bases and fleet types seen, for the filters.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { statusBoardApi, type StatusBoardAnswer, type StatusBoardBody } from '../../../api/statusBoard';
import { tripOrLegEvent, useLiveFleet, useLiveReload } from '../../../app/realtime/useLive';

export function useStatusBoard(filters: StatusBoardBody) {
  const [data, setData] = useState<StatusBoardAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [bases, setBases] = useState<string[]>([]);
  const seq = useRef(0);
  const key = JSON.stringify(filters);
  const reload = useCallback(() => {
    const n = ++seq.current;
    setLoading(true);
    statusBoardApi.board(JSON.parse(key) as StatusBoardBody).then(
      (a) => {
        if (n !== seq.current) return;
        setData(a);
        setBases((b) => [...new Set([...b, ...a.rows.flatMap((r) => (r.baseIcao ? [r.baseIcao] : []))])].sort());
      },
      () => undefined,
    ).finally(() => n === seq.current && setLoading(false));
  }, [key]);
  useEffect(() => reload(), [reload]);
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === 'visible' && reload(), 60_000);
    return () => clearInterval(timer);
  }, [reload]);
  useLiveFleet(reload);
  useLiveReload(reload, tripOrLegEvent);
  return { data, loading, reload, bases };
}
