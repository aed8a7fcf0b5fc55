/** The one source of "now" in the service, injectable so tests can move time without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for expiry, look-back windows and limits in tests. */
export interface FakeClock extends Clock {
  set(time: Date | string): void;
  advance(ms: number): void;
}

export function createFakeClock(start: Date | string = "2026-01-15T10:00:00.000Z"): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (time) => {
      current = new Date(time).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
