import { makePdf } from '../demo/sampleFiles';
import { HOSTILE_PDFS, taggedReport } from '../testing/craftedFiles';
import { checkPdfApart, PDF_CHECK_LIMITS, stopPdfChecks } from './pdfCheckProcess';

const DEFAULT_LIMITS = { ...PDF_CHECK_LIMITS };
afterEach(() => Object.assign(PDF_CHECK_LIMITS, DEFAULT_LIMITS));
afterAll(stopPdfChecks);

describe('PDF checks in a process of their own', () => {
  it('answer with the verdict, one PDF after another', async () => {
    const verdicts = await Promise.all([
      checkPdfApart(makePdf('Water supply')),
      checkPdfApart(HOSTILE_PDFS['JavaScript in a compressed object stream']),
      checkPdfApart(HOSTILE_PDFS['a PDF that does not parse']),
    ]);
    expect(verdicts).toEqual(['accepted', 'active-content', 'unreadable']);
  });

  it('leave the event loop free while a long PDF is checked', async () => {
    const report = taggedReport(200);
    await checkPdfApart(report);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    expect(await checkPdfApart(report)).toBe('accepted');
    const ms = performance.now() - started;
    clearInterval(ticker);
    console.info(`PDF check in its own process, a 200-page tagged report: ${ms.toFixed(0)} ms`);
    expect(ticks).toBeGreaterThan(ms / 5 / 4);
    expect(ms).toBeLessThan(5000);
  });

  it('refuse a PDF that takes too long, and go on checking others', async () => {
    PDF_CHECK_LIMITS.checkMs = 1;
    expect(await checkPdfApart(taggedReport(200))).toBe('too-complex');
    PDF_CHECK_LIMITS.checkMs = DEFAULT_LIMITS.checkMs;
    expect(await checkPdfApart(makePdf('Ward meeting'))).toBe('accepted');
  });

  it('refuse a PDF that needs more memory than the process has, and go on', async () => {
    PDF_CHECK_LIMITS.heapMegabytes = 8;
    stopPdfChecks();
    expect(await checkPdfApart(taggedReport(400))).toBe('too-complex');
    PDF_CHECK_LIMITS.heapMegabytes = DEFAULT_LIMITS.heapMegabytes;
    stopPdfChecks();
    expect(await checkPdfApart(makePdf('Ward meeting'))).toBe('accepted');
  });
});
