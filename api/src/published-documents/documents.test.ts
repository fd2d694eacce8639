import { testDatabases } from '../testing/databases';
import { fields } from '../testing/multipart';
import { getJson, sendForm, tableCounts } from '../testing/requests';
import { isPdf, pdf, smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

const KINDS = [
  { path: 'notice', prefix: 'Notice', department: false },
  { path: 'circular', prefix: 'Circular', department: true },
  { path: 'officeorder', prefix: 'OfficeOrder', department: true },
];

describe.each(testDatabases())('notices, circulars and office orders on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  describe.each(KINDS)('/$path', ({ path, prefix, department }) => {
    const url = `/api/Admin/${path}`;
    const text = (values: Record<string, string>) =>
      fields(Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v])));
    const document = async (title = 'doc') => ({
      name: 'DocumentFile',
      filename: 'order.pdf',
      content: pdf(title),
      type: 'application/pdf',
    });

    it('creates with DocumentFile and lists newest issue date first', async () => {
      for (const [title, issueDate] of [
        ['Older', '2026-01-05'],
        ['Newer', '2026-03-05'],
      ]) {
        const response = await sendForm(t, admin, 'POST', url, [
          ...text({
            Id: '0',
            title: String(title),
            Description: 'Water supply',
            IssueDate: String(issueDate),
            ...(department ? { Department: 'Water Works' } : {}),
          }),
          await document(title),
        ]);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          title,
          description: 'Water supply',
          issueDate,
          ...(department ? { department: 'Water Works' } : {}),
        });
      }
      const list = await getJson(t, `/api/Public/${path}`);
      expect(list.map((item) => item.title)).toEqual(['Newer', 'Older']);
      expect(isPdf(list[0]?.filePath as string)).toBe(true);
      expect(await getJson(t, url, admin)).toEqual(list);
    });

    it('accepts the document as DocumentFileBase64, and keeps it on an update without one', async () => {
      const created = await sendForm(t, admin, 'POST', url, [
        ...text({ Id: '0', title: 'Base64 one' }),
        {
          name: 'DocumentFileBase64',
          value: `data:application/pdf;base64,${pdf('b64').toString('base64')}`,
        },
      ]);
      expect(created.statusCode).toBe(201);
      const { id, filePath } = created.json();
      const updated = await sendForm(
        t,
        admin,
        'PUT',
        url,
        text({ Id: String(id), title: 'Renamed', FilePath: 'order.pdf' }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ title: 'Renamed', filePath });
    });

    it.each([
      [{ Id: '0', Description: 'no title' }, true, 400, 'Title is a required field!'],
      [{ Id: '0', title: 'No document' }, false, 400, 'Document file is required!'],
      [{ Id: 'abc', title: 'Bad id' }, true, 400, `${prefix}.Id must be a whole number.`],
      [
        { Id: '0', title: 'Bad date', IssueDate: 'yesterday' },
        true,
        400,
        'Issue date must be a date (yyyy-MM-dd).',
      ],
    ])('refuses %j with its message', async (values, withDocument, status, message) => {
      const before = await tableCounts(t);
      const response = await sendForm(t, admin, 'POST', url, [
        ...text(values as Record<string, string>),
        ...(withDocument ? [await document()] : []),
      ]);
      expect([response.statusCode, response.json()]).toEqual([status, { message }]);
      expect(await tableCounts(t)).toEqual(before);
    });

    it('refuses an image sent as the document', async () => {
      const response = await sendForm(t, admin, 'POST', url, [
        ...text({ Id: '0', title: 'Photo' }),
        {
          name: 'DocumentFile',
          filename: 'notice.pdf',
          content: await smallPhoto(),
          type: 'application/pdf',
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/^Invalid document file!/);
    });
  });
});
