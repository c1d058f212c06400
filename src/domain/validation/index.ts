export * from './types';
export * from './keys';
export * from './rules';
export * from './account';
export * from './inputs';
