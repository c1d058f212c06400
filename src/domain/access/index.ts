export * from './seats';
export * from './permissions';
export * from './menu';
