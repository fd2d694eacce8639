import { makePdf } from '../demo/sampleFiles';
import { HOSTILE_PDFS, taggedReport } from '../testing/craftedFiles';
import { checkPdfOffThread, PDF_CHECK_LIMITS, stopPdfChecks } from './pdfCheckThread';

const DEFAULT_LIMITS = { ...PDF_CHECK_LIMITS };
afterEach(() => Object.assign(PDF_CHECK_LIMITS, DEFAULT_LIMITS));
afterAll(stopPdfChecks);

describe('PDF checks on their own thread', () => {
  it('answer with the verdict, one PDF after another', async () => {
    const verdicts = await Promise.all([
      checkPdfOffThread(makePdf('Water supply')),
      checkPdfOffThread(HOSTILE_PDFS['JavaScript in a compressed object stream']),
      checkPdfOffThread(HOSTILE_PDFS['a PDF that does not parse']),
    ]);
    expect(verdicts).toEqual(['accepted', 'active-content', 'unreadable']);
  });

  it('leave the event loop free while a long PDF is checked', async () => {
    const report = taggedReport(200);
    await checkPdfOffThread(report);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    expect(await checkPdfOffThread(report)).toBe('accepted');
    const ms = performance.now() - started;
    clearInterval(ticker);
    console.info(`PDF check off thread, a 200-page tagged report: ${ms.toFixed(0)} ms`);
    expect(ticks).toBeGreaterThan(ms / 5 / 4);
    expect(ms).toBeLessThan(5000);
  });

  it('refuse a PDF that takes too long, and go on checking others', async () => {
    PDF_CHECK_LIMITS.checkMs = 1;
    expect(await checkPdfOffThread(taggedReport(200))).toBe('too-complex');
    PDF_CHECK_LIMITS.checkMs = DEFAULT_LIMITS.checkMs;
    expect(await checkPdfOffThread(makePdf('Ward meeting'))).toBe('accepted');
  });

  it('refuse a PDF that needs more memory than the thread has, and go on', async () => {
    PDF_CHECK_LIMITS.heapMegabytes = 8;
    stopPdfChecks();
    expect(await checkPdfOffThread(taggedReport(400))).toBe('too-complex');
    PDF_CHECK_LIMITS.heapMegabytes = DEFAULT_LIMITS.heapMegabytes;
    stopPdfChecks();
    expect(await checkPdfOffThread(makePdf('Ward meeting'))).toBe('accepted');
  });
});
