/** Every trip and leg command, one pure function each (requirements D4). */
export * from './facts';
export * from './delay';
export * from './intention';
export * from './tripFlow';
export * from './legEditing';
export * from './legFlow';
