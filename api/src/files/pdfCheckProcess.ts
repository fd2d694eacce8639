import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PdfVerdict } from './pdfCheck';
import type { PdfCheckAnswer } from './pdfCheckChild';

const MEGABYTE = 1024 * 1024;
/** Limits of the checking process: a PDF that needs more is refused as too complex. */
export const PDF_CHECK_LIMITS = {
  /** Time for one PDF; a 5 MB notice takes well under a second. */
  checkMs: 20_000,
  /** The process's heap: the PDF library keeps every name and reference it ever read. */
  heapMegabytes: 192,
  /** A process holding more than this after a check is replaced, so that memory comes back. */
  retireHeapBytes: 96 * MEGABYTE,
  /** An idle process is ended after this long. */
  idleMs: 15_000,
};

let checker: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let lastTurn: Promise<unknown> = Promise.resolve();

/**
 * Checks PDFs one at a time in a process of their own (pdfCheckChild.ts), so that a long check
 * never holds the API's event loop, a hostile file can be stopped (time and heap limits), and
 * the PDF library's memory goes when the process does. A process, not a worker thread: ending a
 * worker in the middle of a check can abort the whole API (Node's platform assertion when V8 is
 * still compiling for the ended isolate; it happened in CI), while killing a child cannot.
 */
export function checkPdfApart(content: Uint8Array): Promise<PdfVerdict> {
  const turn = lastTurn.then(() => checkInChild(content));
  lastTurn = turn.catch(() => undefined);
  return turn;
}

function checkInChild(content: Uint8Array): Promise<PdfVerdict> {
  clearTimeout(idleTimer);
  const child = (checker ??= startChild());
  return new Promise<PdfVerdict>((resolve) => {
    const answered = ({ verdict, heapBytes }: PdfCheckAnswer) =>
      finish(verdict, heapBytes > PDF_CHECK_LIMITS.retireHeapBytes);
    // Past its heap limit the process dies; a kill or a failed start ends it too.
    const stopped = () => finish('too-complex', true);
    const deadline = setTimeout(stopped, PDF_CHECK_LIMITS.checkMs);
    function finish(verdict: PdfVerdict, retire: boolean) {
      clearTimeout(deadline);
      child.off('message', answered).off('error', stopped).off('exit', stopped);
      if (retire) endChild(child);
      else idleTimer = setTimeout(() => endChild(child), PDF_CHECK_LIMITS.idleMs).unref();
      resolve(verdict);
    }
    child.once('message', answered).once('error', stopped).once('exit', stopped);
    child.send(content, (error) => {
      if (error) stopped();
    });
  });
}

/** Ends the checking process now (a check in progress is refused); the next check starts one. */
export function stopPdfChecks(): void {
  clearTimeout(idleTimer);
  if (checker) endChild(checker);
}

function startChild(): ChildProcess {
  // From the TypeScript sources (tests, `npm run dev`) the child compiles them with tsx too.
  const fromSource = path.extname(__filename) === '.ts';
  const child = fork(path.join(__dirname, `pdfCheckChild${path.extname(__filename)}`), [], {
    execArgv: [
      ...(fromSource ? ['--require', require.resolve('tsx/cjs')] : []),
      `--max-old-space-size=${PDF_CHECK_LIMITS.heapMegabytes}`,
    ],
    // Structured clone carries the PDF's bytes as bytes, not as a JSON array of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // An idle checker does not keep the API process alive; a check in progress does, by its
  // deadline. Errors after a check has ended (a process being ended) are nobody's.
  child.unref();
  child.channel?.unref();
  child.on('error', () => undefined);
  return child;
}

function endChild(child: ChildProcess): void {
  if (checker === child) checker = undefined;
  child.kill('SIGKILL');
}
