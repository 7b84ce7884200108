/** Where failures of background work are reported: Fastify's logger in the app. */
type FailureLog = { error(details: { err: unknown }, message: string): void };

/**
 * Work a request starts but does not wait for, such as a mail whose sending time would tell
 * the requester something. A failure is logged, never answered; settled() waits for what is
 * still running (the app does on close, tests before they look at the result).
 */
export type BackgroundWork = {
  start(description: string, task: () => Promise<void>): void;
  settled(): Promise<void>;
};

export function createBackgroundWork(log: FailureLog): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    start(description, task) {
      const run = task()
        .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      await Promise.all(running);
    },
  };
}
