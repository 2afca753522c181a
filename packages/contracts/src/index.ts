export * from './equipment';
export * from './skills';
export * from './recipe';
