export * from './task-graph';
export * from './scheduler';
export * from './recipe-diff';
export * from './pace';
