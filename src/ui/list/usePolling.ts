import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `load` now and every `intervalMs` while the page is visible (a hidden tab or a wall
 * display switched to another screen does not poll); answers the latest result, the error of the
 * last failed call and `reload`. A slow answer never overtakes a newer one.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number, deps: readonly unknown[]): { data: T | null; error: unknown; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
    const mine = ++seq.current;
    loadRef
      .current()
      .then((d) => {
        if (mine !== seq.current) return;
        setData(d);
        setError(null);
      })
      .catch((e: unknown) => mine === seq.current && setError(e));
  }, []);

  useEffect(() => {
    reload();
    if (intervalMs <= 0) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || !document.hidden) reload();
    }, intervalMs);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs, reload, ...deps]);

  return { data, error, reload };
}
