import { describe, expect, it } from 'vitest';
import { newSessionView } from '../live/test-factories';
import { firstServerAnswer } from './cook-live-start';

describe("the cook page's live view starts from", () => {
  const view = newSessionView({ last_event_id: '42' });

  it("the server's answer once no newer read is in flight", () => {
    expect(firstServerAnswer({ data: view, dataUpdatedAt: 1_000, isFetching: false })).toBe(view);
    expect(firstServerAnswer({ data: view, dataUpdatedAt: 1_000, isFetching: true })).toBeNull();
  });

  it("never from a kept copy from the device, nor from nothing", () => {
    // The offline snapshot goes in the cache with updatedAt 0.
    expect(firstServerAnswer({ data: view, dataUpdatedAt: 0, isFetching: false })).toBeNull();
    expect(firstServerAnswer({ data: undefined, dataUpdatedAt: 0, isFetching: false })).toBeNull();
  });
});
