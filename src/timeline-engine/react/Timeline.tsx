/**
 * Thin React binding (after deck.gl): the engine is created once in an effect, later renders
 * pass only the props that changed through setProps, and unmount destroys it. React state never
 * holds per-bar objects; observe selection and view with useTimelineValue.
 */
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { TimelineEngine, type EngineState } from '../render/TimelineEngine';
import type { TimelineProps } from '../render/props';

export interface TimelineComponentProps extends Partial<TimelineProps> {
  readonly className?: string;
  readonly style?: CSSProperties;
  /** Receives the engine once created (and null when destroyed). */
  readonly onEngine?: (engine: TimelineEngine | null) => void;
}

export function Timeline({ className, style, onEngine, ...props }: TimelineComponentProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<TimelineEngine | null>(null);
  const propsRef = useRef<Partial<TimelineProps>>(props);
  propsRef.current = props;
  const onEngineRef = useRef(onEngine);
  onEngineRef.current = onEngine;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    void TimelineEngine.create(host, propsRef.current).then((engine) => {
      // Unmounted while pixi was initialising: throw the new engine away.
      if (cancelled) {
        engine.destroy();
        return;
      }
      engineRef.current = engine;
      // Props that changed during the async create.
      engine.setProps(propsRef.current);
      onEngineRef.current?.(engine);
    });
    return () => {
      cancelled = true;
      const engine = engineRef.current;
      engineRef.current = null;
      if (engine) {
        onEngineRef.current?.(null);
        engine.destroy();
      }
    };
  }, []);

  // Every render: the engine diffs by reference, so unchanged props cost a key walk only.
  useEffect(() => {
    engineRef.current?.setProps(props);
  });

  return <div ref={hostRef} className={className} style={{ position: 'relative', overflow: 'hidden', ...style }} />;
}

const NO_STATE: EngineState = { selection: null, view: { startMs: 0, endMs: 0 }, rows: { first: 0, last: -1 }, scale: 0 };
const noSubscribe = () => () => {};

/** Reads engine state through useSyncExternalStore (tldraw's useValue); select a primitive or a stable object. */
export function useTimelineValue<T>(engine: TimelineEngine | null, selector: (state: EngineState) => T): T {
  const subscribe = engine ? engine.subscribe : noSubscribe;
  const get = () => selector(engine ? engine.getState() : NO_STATE);
  return useSyncExternalStore(subscribe, get, get);
}
