/** Public surface of the timeline engine: the pure core and the pixi renderer (React binding: ./react/Timeline). */
export * from './core/scales';
export * from './core/timeScale';
export * from './core/ticks';
export * from './core/intervalIndex';
export * from './core/labelCache';
export * from './core/scheduler';
export * from './core/bufferedWindow';
export * from './core/dragModel';
export * from './render/props';
export { TimelineEngine, type EngineState, type EngineStats } from './render/TimelineEngine';
export type { Bar, Entry, Rect } from './render/layout';
export * from './core/density';
export * from './core/labelFit';
