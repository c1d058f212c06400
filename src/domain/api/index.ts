export * from './envelope';
export * from './errors';
export * from './sign';
export * from './reads';
