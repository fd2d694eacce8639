import { createInterface } from 'node:readline';

/**
 * Reads one line from stdin. On a terminal the typed characters are not echoed; piped input
 * (`echo secret | npm run add-account ...`) is read as is.
 */
export function readPasswordFromStdin(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const terminal = process.stdin.isTTY === true;
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
    if (terminal) {
      // Print the prompt ourselves, then silence readline's echo of each keystroke.
      process.stdout.write(prompt);
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    }
    let answered = false;
    rl.question(terminal ? '' : prompt, (answer) => {
      answered = true;
      if (terminal) process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
    rl.on('close', () => {
      if (!answered) reject(new Error('No password was given.'));
    });
  });
}
