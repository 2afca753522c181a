import type { Page } from 'playwright-core';

/**
 * What a phone would do that a headless page cannot show: vibrations, system notifications
 * (permission asked, notifications raised) and the page being hidden (phone in a pocket). The
 * page's own APIs are replaced before the app loads and every call is recorded.
 */
export interface PhoneRecord {
  vibrations: number[][];
  notifications: string[];
  asked: number;
}

export async function spyOnPhone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { vibrations: [] as number[][], notifications: [] as string[], asked: 0 };
    Object.assign(globalThis, { __phone: record });
    Object.defineProperty(Navigator.prototype, 'vibrate', {
      configurable: true,
      value: (pattern: number | number[]) => {
        record.vibrations.push(Array.isArray(pattern) ? pattern : [pattern]);
        return true;
      },
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission(): Promise<NotificationPermission> {
        record.asked++;
        FakeNotification.permission = 'granted';
        return Promise.resolve('granted');
      }
      constructor(title: string) {
        record.notifications.push(title);
      }
    }
    Object.assign(globalThis, { Notification: FakeNotification });
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    Object.assign(globalThis, {
      __setHidden: (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

export function phoneRecord(page: Page): Promise<PhoneRecord> {
  return page.evaluate(() => (globalThis as unknown as { __phone: PhoneRecord }).__phone);
}

export function setHidden(page: Page, hidden: boolean): Promise<void> {
  return page.evaluate((h) => (globalThis as unknown as { __setHidden: (h: boolean) => void }).__setHidden(h), hidden);
}
