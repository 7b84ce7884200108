import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

function recordingLog() {
  const failures: Array<{ message: string; err: unknown }> = [];
  return {
    failures,
    error: ({ err }: { err: unknown }, message: string) => failures.push({ message, err }),
  };
}

describe('createBackgroundWork', () => {
  it('lets settled() wait for work that is still running', async () => {
    const work = createBackgroundWork(recordingLog());
    let finished = false;
    let finish = () => {};
    work.start('a slow task', () =>
      new Promise<void>((resolve) => (finish = resolve)).then(() => void (finished = true)),
    );

    const settled = work.settled();
    expect(finished).toBe(false);
    finish();
    await settled;
    expect(finished).toBe(true);
  });

  it('logs a failure with its description instead of throwing it', async () => {
    const log = recordingLog();
    const work = createBackgroundWork(log);
    const problem = new Error('SMTP server unreachable');
    work.start('Password reset mail', () => Promise.reject(problem));

    await work.settled();
    expect(log.failures).toEqual([{ message: 'Password reset mail failed', err: problem }]);
  });
});
