export * from './equipment';
export * from './skills';
export * from './recipe';
export * from './auth';
export * from './kitchen';
export * from './recipe-api';
export * from './session-api';
export * from './live';
