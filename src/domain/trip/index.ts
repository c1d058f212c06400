export * from './states';
export * from './statuses';
export * from './errors';
export * from './labels';
export * from './transitions';
export * from './schedule';
export * from './time';
export * from './functionCodes';
