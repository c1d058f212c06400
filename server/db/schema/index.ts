export * from './tenancy';
export * from './access';
export * from './session';
export * from './logs';
export * from './airports';
export * from './fleet';
export * from './customer';
export * from './crew';
