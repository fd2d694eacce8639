// The process that checks uploaded PDFs (pdfCheckProcess.ts starts it): one PDF per message,
// answered with the verdict and how much of its heap the process holds afterwards.
import { getHeapStatistics } from 'node:v8';
import { judgePdf, type PdfVerdict } from './pdfCheck';

export interface PdfCheckAnswer {
  verdict: PdfVerdict;
  heapBytes: number;
}

// The PDF library warns of each oversized number it reads: a hostile file would fill the logs.
console.warn = () => undefined;

process.on('message', (content: Uint8Array) => {
  const verdict = judgePdf(content);
  const answer: PdfCheckAnswer = { verdict, heapBytes: getHeapStatistics().used_heap_size };
  process.send?.(answer);
});
