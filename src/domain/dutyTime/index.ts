export * from './crewSchedule';
export * from './clock';
export * from './regulation';
export * from './maxFdp';
export { presets } from './presets';
export * from './windows';
export * from './check';
