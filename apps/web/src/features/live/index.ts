/** The live session channel, shared by the cook view and the host screens. */
export { HEARTBEAT_INTERVAL_MS, LIVE_TEXTS, useSessionLive } from './useSessionLive';
export type { LiveStatus, SessionLive, UseSessionLiveOptions } from './useSessionLive';
export type { LiveEvent, LiveEventType } from '@brigade/contracts';
export { KitchenClock, kitchenClock, syncKitchenClock } from './kitchen-clock';
export { useKitchenCountdown, useKitchenNow, useKitchenRang } from './use-kitchen-now';
export { countdownLeft, countdownMoment } from './countdown';
