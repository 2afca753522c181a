export type {
  Attendance, SkillRequirement, SchedulingTask, Cook, EquipmentHold, SchedulingProblem, RunningTask,
  ScheduleState, Assignment, Plan, PlanOptions, EquipmentSetting, SettingModel, UnplannedReason, UnplannedTask,
} from './model';
export { cookTime, isQualified, initialState, changeTime, durationAt, OVEN_SETTING } from './model';
export type { CookCountOptions } from './cook-counts';
export { plansForCooks, planForCooks, withCooks } from './cook-counts';
export { shareSettings, sharedValues } from './setting-share';
export { plan, priorityRulePlan, makespanLowerBound } from './plan';
export type { Dispatch } from './dispatch';
export { dispatch } from './dispatch';
export type { Violation, ViolationKind, ScheduleToCheck } from './validate';
export { validateSchedule } from './validate';
export type { PsplibInstance } from './formats/psplib';
export { readPsplib } from './formats/psplib';
export { readImopse } from './formats/imopse';
export type { ServeOptions } from './serve-time';
export { serveTogether, dishFinishes, finishSpread, startBy } from './serve-time';
export type { PlanBar, PlanLane, PlanView } from './plan-view';
export { planView, criticalPath as planCriticalPath, bottlenecks } from './plan-view';
export type { IdleReason } from './idle';
export { idleReasons } from './idle';
