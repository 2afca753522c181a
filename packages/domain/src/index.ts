export * from './task-graph';
