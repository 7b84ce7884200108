import { spawn } from 'node:child_process';

/** What a pasted command printed: its standard output and its standard error. */
export type ShellOutput = { stdout: string; stderr: string };

export type ShellSession = {
  /** Runs the text as if pasted into the terminal, and answers what it printed once it is done. */
  paste(text: string): Promise<ShellOutput>;
  close(): void;
};

// Printed after each pasted text on both streams, so that the session knows it is done.
const DONE = '@@pasted-text-done@@';

/**
 * One bash process fed text as a reader pastes it into a terminal, so that the variables a
 * command sets are there for the next, in the directory and with the environment given.
 */
export function startShellSession(cwd: string, env: NodeJS.ProcessEnv): ShellSession {
  const shell = spawn('bash', ['--noprofile', '--norc'], { cwd, env, stdio: 'pipe' });
  const printed = { stdout: '', stderr: '' };
  shell.stdout.setEncoding('utf8').on('data', (text: string) => (printed.stdout += text));
  shell.stderr.setEncoding('utf8').on('data', (text: string) => (printed.stderr += text));

  const bothDone = () => printed.stdout.includes(DONE) && printed.stderr.includes(DONE);
  return {
    async paste(text) {
      printed.stdout = '';
      printed.stderr = '';
      shell.stdin.write(`${text}\nprintf '\\n%s\\n' '${DONE}'; printf '%s\\n' '${DONE}' >&2\n`);
      while (!bothDone()) {
        if (shell.exitCode !== null) throw new Error(`bash exited: ${printed.stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The marker follows a newline of its own: what the text printed ends before it.
      return {
        stdout: printed.stdout.slice(0, printed.stdout.indexOf(`\n${DONE}`)),
        stderr: printed.stderr.slice(0, printed.stderr.indexOf(DONE)),
      };
    },
    close: () => shell.kill(),
  };
}
