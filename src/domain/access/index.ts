export * from './seats';
export * from './permissions';
export * from './menu';
export * from './views';
export * from './references';
