import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOK_TIMINGS } from './messages';
import { ToastStore } from './Toasts';

describe('the cook page toasts and notices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a passing toast replaces the last one and goes by itself; a notice that stays is neither replaced nor timed out', () => {
    vi.useFakeTimers();
    const store = new ToastStore();
    store.notice('timer-done-3', 'Timer done: Mellow the onion', 'success');
    store.show('New task: Cut the tomatoes');
    store.notice('timer-done-4', 'Timer done: Rest the dough', 'success');
    store.show('New task: Wash the leeks');
    expect(store.current().map((t) => t.message)).toEqual(['Timer done: Mellow the onion', 'Timer done: Rest the dough', 'New task: Wash the leeks']);
    vi.advanceTimersByTime(COOK_TIMINGS.toastMs * 10);
    expect(store.current().map((t) => t.message)).toEqual(['Timer done: Mellow the onion', 'Timer done: Rest the dough']);
    // Acted on (the task completed) or dismissed: it goes.
    store.dismissKey('timer-done-3');
    store.dismiss(store.current()[0]!.id);
    expect(store.current()).toEqual([]);
    store.stop();
  });
});
