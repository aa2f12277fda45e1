export * from './money';
export * from './dates';
export * from './businessFormat';
export * from './useBusinessFormat';
export * from './fields';
export * from './duration';
export * from './timeOfDay';
