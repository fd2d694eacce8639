import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfVerdict } from './pdfCheck';
import type { PdfCheckAnswer } from './pdfCheckWorker';

const MEGABYTE = 1024 * 1024;
/** Limits of the checking thread: a PDF that needs more is refused as too complex. */
export const PDF_CHECK_LIMITS = {
  /** Time for one PDF; a 5 MB notice takes well under a second. */
  checkMs: 20_000,
  /** The thread's heap: the PDF library keeps every name and reference it ever read. */
  heapMegabytes: 192,
  /** A thread holding more than this after a check is replaced, so that memory comes back. */
  retireHeapBytes: 96 * MEGABYTE,
  /** An idle thread is ended after this long. */
  idleMs: 15_000,
};

let thread: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let lastTurn: Promise<unknown> = Promise.resolve();

/**
 * Checks PDFs one at a time on a thread of their own (pdfCheckWorker.ts), so that a long check
 * never holds the API's event loop, a hostile file can be stopped (time and heap limits), and
 * the PDF library's memory goes when the thread does.
 */
export function checkPdfOffThread(content: Uint8Array): Promise<PdfVerdict> {
  const turn = lastTurn.then(() => checkOnThread(content));
  lastTurn = turn.catch(() => undefined);
  return turn;
}

function checkOnThread(content: Uint8Array): Promise<PdfVerdict> {
  clearTimeout(idleTimer);
  const worker = (thread ??= startThread());
  return new Promise<PdfVerdict>((resolve) => {
    const answered = ({ verdict, heapBytes }: PdfCheckAnswer) =>
      finish(verdict, heapBytes > PDF_CHECK_LIMITS.retireHeapBytes);
    // Past its heap limit the thread stops (ERR_WORKER_OUT_OF_MEMORY).
    const stopped = () => finish('too-complex', true);
    const deadline = setTimeout(stopped, PDF_CHECK_LIMITS.checkMs);
    function finish(verdict: PdfVerdict, retire: boolean) {
      clearTimeout(deadline);
      worker.off('message', answered).off('error', stopped).off('exit', stopped);
      if (retire) endThread(worker);
      else idleTimer = setTimeout(() => endThread(worker), PDF_CHECK_LIMITS.idleMs).unref();
      resolve(verdict);
    }
    worker.once('message', answered).once('error', stopped).once('exit', stopped);
    worker.postMessage(content);
  });
}

/** Ends the checking thread now (a check in progress is refused); the next check starts one. */
export function stopPdfChecks(): void {
  clearTimeout(idleTimer);
  if (thread) endThread(thread);
}

function startThread(): Worker {
  // From the TypeScript sources (tests, `npm run dev`) the thread compiles them with tsx too.
  const fromSource = path.extname(__filename) === '.ts';
  const worker = new Worker(path.join(__dirname, `pdfCheckWorker${path.extname(__filename)}`), {
    execArgv: fromSource ? ['--require', require.resolve('tsx/cjs')] : [],
    resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_LIMITS.heapMegabytes },
  });
  // An idle checking thread does not keep the API process alive; a check in progress does, by
  // its deadline. Errors after a check has ended (a thread being ended) are nobody's.
  worker.unref();
  worker.on('error', () => undefined);
  return worker;
}

function endThread(worker: Worker): void {
  if (thread === worker) thread = undefined;
  void worker.terminate();
}
