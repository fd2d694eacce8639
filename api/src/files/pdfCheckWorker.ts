// The thread that checks uploaded PDFs (pdfCheckThread.ts starts it): one PDF per message,
// answered with the verdict and how much of its heap the thread holds afterwards.
import { parentPort } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { judgePdf, type PdfVerdict } from './pdfCheck';

export interface PdfCheckAnswer {
  verdict: PdfVerdict;
  heapBytes: number;
}

// The PDF library warns of each oversized number it reads: a hostile file would fill the logs.
console.warn = () => undefined;

parentPort?.on('message', (content: Uint8Array) => {
  const verdict = judgePdf(content);
  const answer: PdfCheckAnswer = { verdict, heapBytes: getHeapStatistics().used_heap_size };
  parentPort?.postMessage(answer);
});
