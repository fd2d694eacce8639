import { testDatabases } from '../testing/databases';
import { fields } from '../testing/multipart';
import { sendForm, tableCounts } from '../testing/requests';
import { pdf } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { HOSTILE_PDFS, HTML_PAGE, scannedPdf, taggedReport } from '../testing/craftedFiles';

const notice = (document: Buffer) => [
  ...fields({ 'Notice.Id': '0', 'Notice.title': 'Water supply' }),
  { name: 'DocumentFile', filename: 'notice.pdf', content: document, type: 'application/pdf' },
];
const tender = (document: Buffer) => [
  ...fields({
    'Tender.tender_no': 'DNP/2026/90',
    'Tender.tender_title': 'Drain repair',
    'Tender.publish_date': '2026-11-01',
    'Tender.last_date_of_submission': '2026-12-01',
    'Tender.status': 'Active',
  }),
  { name: 'DocumentFileBase64', value: pdf('NIT').toString('base64') },
  { name: 'DocumentFileBase64', value: document.toString('base64') },
];

/**
 * Issue 18, point 5: the hostile PDFs of the attack, sent as an admin sends notices and
 * tenders, are refused with 415 and a sentence, and nothing is stored; ordinary PDFs pass.
 */
describe.each(testDatabases())('PDF uploads on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  it.each(Object.entries(HOSTILE_PDFS))(
    'refuses %s as a notice, storing nothing',
    async (_, file) => {
      const before = await tableCounts(t);
      const response = await sendForm(t, admin, 'POST', '/api/Admin/notice', notice(file));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(
        /^The document (contains scripts, automatic actions or attachments|is also a web page|is not a readable PDF)/,
      );
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('refuses a hostile second tender document, storing nothing', async () => {
    const before = await tableCounts(t);
    const file = HOSTILE_PDFS['JavaScript in a compressed object stream'];
    const response = await sendForm(t, admin, 'POST', '/api/Admin/tender', tender(file));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Tender document 2 contains scripts, automatic actions or attachments, which are not accepted.',
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a web page put before the PDF header', async () => {
    const file = Buffer.concat([HTML_PAGE, pdf()]);
    const response = await sendForm(t, admin, 'POST', '/api/Admin/notice', notice(file));
    expect(response.statusCode).toBe(415);
  });

  it('stores ordinary PDFs: a small one, a 5 MB scan, a tagged report with links', async () => {
    for (const file of [pdf('Ward meeting'), scannedPdf(5 * 1024 * 1024), taggedReport(50)]) {
      const response = await sendForm(t, admin, 'POST', '/api/Admin/notice', notice(file));
      expect(response.statusCode).toBe(201);
    }
  });
});
