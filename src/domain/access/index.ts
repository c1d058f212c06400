export * from './seats';
export * from './permissions';
