/** Public surface of the timeline engine (pure core; rendering and React binding come later). */
export * from './core/scales';
export * from './core/timeScale';
export * from './core/ticks';
export * from './core/intervalIndex';
export * from './core/labelCache';
export * from './core/scheduler';
export * from './core/bufferedWindow';
export * from './core/dragModel';
