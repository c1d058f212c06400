import { onRealtimeEvent } from '../../state/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { legApi, type LegDetail } from '../../api/leg';
import { RequestError } from '../../api/http';

export interface LegDetailState {
  data: LegDetail | null;
  loading: boolean;
  /** The leg could not be read (gone, out of scope, or the call failed). */
  failed: boolean;
  /** A command was answered 412: the trip changed since it was read; the user reloads. */
  stale: boolean;
  reload: () => Promise<void>;
  /**
   * Runs a command; on success reloads the detail and answers true. A 412 marks the page stale
   * (the request layer has already shown "data changed"); other errors were shown too.
   */
  run: (call: () => Promise<unknown>) => Promise<boolean>;
}

/** The leg detail, reloaded after every successful command. */
export function useLegDetail(legId: string | null): LegDetailState {
  const [data, setData] = useState<LegDetail | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [stale, setStale] = useState(false);
  const current = useRef(legId);
  current.current = legId;

  const reload = useCallback(async () => {
    if (!legId) return;
    setLoading(true);
    try {
      const d = await legApi.detail(legId);
      const legs = await legApi.tripLegs(d.trip.id);
      if (current.current !== legId) return;
      setData({ ...d, trip: { ...d.trip, legs: legs ?? [d.leg] } });
      setFailed(false);
      setStale(false);
    } catch (e) {
      if (current.current !== legId) return;
      if (!(e instanceof RequestError && e.action.kind === 'silent')) setFailed(true);
    } finally {
      if (current.current === legId) setLoading(false);
    }
  }, [legId]);

  // another user's change to the leg's trip, pushed by the server: the page learns it is stale
  const tripId = data?.trip.id;
  useEffect(() => (tripId ? onRealtimeEvent((e) => e.tripId === tripId && !e.own && setStale(true)) : undefined), [tripId]);

  useEffect(() => {
    setData(null);
    setFailed(false);
    setStale(false);
    void reload();
  }, [reload]);

  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      try {
        await call();
      } catch (e) {
        if (e instanceof RequestError && e.status === 412) setStale(true);
        return false;
      }
      await reload();
      return true;
    },
    [reload],
  );

  return { data, loading, failed, stale, reload, run };
}
