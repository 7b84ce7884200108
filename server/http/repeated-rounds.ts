import type { ErrorLog } from './log-options.ts';

/** A loop of rounds in the background, started with the app and stopped when it closes. */
export type RepeatedRounds = {
  /** Runs rounds until stop(). */
  start(): void;
  /** Ends the loop after the round under way. */
  stop(): Promise<void>;
};

/**
 * Runs `round` again and again: at once after a round that says more may be left (it did a
 * full batch), `pauseMs` after one that did not, or that failed (logged as `failure`, with the
 * error's name only: a database message can quote the row, and rows hold addresses; the rounds
 * go on). Used for work that waits in a table: the outbox's mail, the refunds still due, the
 * webhook deliveries past their time.
 */
export function repeatRounds(
  round: () => Promise<boolean>,
  { pauseMs, log, failure }: { pauseMs: number; log: ErrorLog; failure: string },
): RepeatedRounds {
  let running: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  async function loop() {
    while (!stopping) {
      let moreLeft = false;
      try {
        moreLeft = await round();
      } catch (error) {
        log.error({ reason: error instanceof Error ? error.name : 'Error' }, failure);
      }
      if (stopping) break;
      if (!moreLeft) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pauseMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  return {
    start() {
      if (running) return;
      stopping = false;
      running = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
      running = null;
    },
  };
}
