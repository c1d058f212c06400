export * from './tenancy';
export * from './access';
export * from './session';
export * from './logs';
export * from './airports';
export * from './fleet';
export * from './customer';
export * from './crew';
export * from './trips';
export * from './tripRecords';
export * from './track';
export * from './messages';
export * from './duty';
export * from './declared';

export * from './files';
export * from './generations';
export * from './systemSeats';
