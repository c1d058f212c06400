export * from './categories';
export * from './labels';
export * from './template';
export * from './realtime';
export * from './notice';
export * from './outbox';
export * from './times';
