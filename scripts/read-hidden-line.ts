/**
 * Reads one line from the terminal without echoing it, for passwords. Backspace deletes,
 * Enter ends the line, Ctrl-C quits. Only for a TTY stdin.
 */
export function readHiddenLine(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let line = '';
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') {
          stdout.write('\n');
          process.exit(130);
        }
        if (character === '\r' || character === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          resolve(line);
          return;
        }
        if (character === '\u007f' || character === '\b') line = line.slice(0, -1);
        else line += character;
      }
    };
    stdin.on('data', onData);
  });
}
