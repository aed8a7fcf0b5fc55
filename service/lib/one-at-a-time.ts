/**
 * Runs asynchronous tasks one at a time, in the order they were given. A task that has not
 * settled after `stallMs` stops holding back the ones after it (they start, and it goes on), so
 * one task that never ends delays the rest by `stallMs` and cannot stop them.
 */
export interface OneAtATime {
  run(task: () => Promise<void>): void;
}

export function oneAtATime(options: { stallMs: number }): OneAtATime {
  let previous: Promise<void> = Promise.resolve();
  return {
    run(task) {
      previous = previous.then(
        () =>
          new Promise<void>((next) => {
            const stalled = setTimeout(next, options.stallMs);
            const done = () => {
              clearTimeout(stalled);
              next();
            };
            // A task that throws before returning its promise fails like one that rejects.
            new Promise<void>((resolve) => resolve(task())).then(done, done);
          }),
      );
    },
  };
}
