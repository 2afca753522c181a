export * from './kinds';
export * from './model';
