import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loading } from '../../state/loading';
import { settings } from '../../state/settings';

/** Progress bar timing (requirements S9): transitions 500 ms, trickle every 200 ms, no spinner. */
export const PROGRESS = { speed: 500, trickle: 200, minimum: 0.08, settle: 300 } as const;

/** One trickle step, slowing down as it nears the end and never reaching it (as NProgress does). */
export function trickleStep(value: number): number {
  const inc = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + inc, 0.994);
}

/** A thin bar at the top while a navigation settles and while configured requests are in flight. */
export function RouteProgress() {
  const location = useLocation();
  const { count } = useSnapshot(loading);
  const { showProgressBar } = useSnapshot(settings);
  const [value, setValue] = useState<number | null>(null);
  const [fading, setFading] = useState(false);
  const navigating = useRef(false);
  const trickle = useRef<ReturnType<typeof setInterval> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  const start = () => {
    clearTimers();
    setFading(false);
    setValue((v) => (v === null || v >= 1 ? PROGRESS.minimum : v));
    if (!trickle.current) trickle.current = setInterval(() => setValue((v) => (v === null ? v : trickleStep(v))), PROGRESS.trickle);
  };
  const done = () => {
    if (trickle.current) clearInterval(trickle.current);
    trickle.current = null;
    setValue((v) => (v === null ? v : 1));
    timers.current.push(setTimeout(() => setFading(true), PROGRESS.speed));
    timers.current.push(
      setTimeout(() => {
        setValue(null);
        setFading(false);
      }, PROGRESS.speed * 2),
    );
  };
  const countRef = useRef(count);
  countRef.current = count;

  // start/done only touch refs and state setters: the effects run on navigation and on the count alone
  useEffect(() => {
    navigating.current = true;
    start();
    const settle = setTimeout(() => {
      navigating.current = false;
      if (countRef.current === 0) done();
    }, PROGRESS.settle);
    return () => clearTimeout(settle);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (count > 0) start();
    else if (!navigating.current && trickle.current) done();
  }, [count]);

  useEffect(
    () => () => {
      clearTimers();
      if (trickle.current) clearInterval(trickle.current);
    },
    [],
  );

  if (!showProgressBar || value === null) return null;
  return (
    <div className="foc-progress" data-testid="route-progress" style={{ opacity: fading ? 0 : 1, transition: `opacity ${PROGRESS.speed}ms linear` }}>
      <div className="foc-progress__bar" style={{ transform: `translateX(${(value - 1) * 100}%)`, transition: `transform ${PROGRESS.speed}ms ease` }} />
    </div>
  );
}
