export * from './task-graph';
export * from './scheduler';
