/**
 * Runs jobs one after another in the order they were given. A failing attempt is tried again up to
 * `retries` times (after `retryDelay(0)` ms on the first failure, `retryDelay(1)` on the second ...)
 * before the next job starts. A job that fails every attempt is given up silently: the queue goes on.
 */
export interface RetryQueueOptions {
  retries: number;
  retryDelay: (failures: number) => number;
  /** Awaited after each retry delay, e.g. until the browser is online again. */
  whenReady?: () => Promise<void>;
}

export interface RetryJob {
  attempt: () => Promise<void>;
  /** Before the first attempt. */
  onStart?: () => void;
  /** After the last attempt, whether it succeeded or not. */
  onSettled?: () => void;
}

export type RetryQueue = (job: RetryJob) => Promise<void>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createRetryQueue({ retries, retryDelay, whenReady }: RetryQueueOptions): RetryQueue {
  let last: Promise<void> = Promise.resolve();
  const run = async ({ attempt, onStart, onSettled }: RetryJob) => {
    onStart?.();
    try {
      for (let failures = 0; ; failures += 1) {
        try {
          await attempt();
          return;
        } catch {
          if (failures >= retries) return;
          await wait(retryDelay(failures));
          await whenReady?.();
        }
      }
    } finally {
      onSettled?.();
    }
  };
  return (job) => (last = last.then(() => run(job)));
}
