export * from './envelope';
export * from './errors';
export * from './messageKey';
export * from './reads';
export * from './sign';
