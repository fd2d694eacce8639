import { AccountPaths, PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { complaintFields as complaintFieldsFor, ensureLookups } from '../testing/fixtures';
import { fields, multipart, type Part } from '../testing/multipart';
import { tableCounts } from '../testing/requests';
import { pdf, smallPhoto } from '../testing/samples';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';
import {
  BROKEN_JPEG,
  HTML_PAGE,
  PDF_WITH_JAVASCRIPT,
  pngClaiming,
  SVG_WITH_SCRIPT,
} from '../testing/craftedFiles';

/**
 * The catalogue of bad inputs (issue 3, item 9): each gets a 4xx with a message, never a 5xx,
 * and leaves every table as it was.
 */
type Who = 'admin' | 'user' | 'nobody';
interface BadInput {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: () => Promise<{ payload: string | Buffer; headers: Record<string, string> }>;
}

const file = (name: string, content: Buffer, filename = 'photo.jpg'): Part => ({
  name,
  filename,
  content,
  type: 'image/jpeg',
});
const form = (parts: () => Promise<Part[]> | Part[]) => async () => multipart(await parts());
const raw = (payload: string | Buffer, contentType: string) => async () => ({
  payload,
  headers: { 'content-type': contentType },
});
const json = (value: string) => raw(value, 'application/json');
const gallery = (extra: Record<string, string> = {}) =>
  fields({ 'Gallery.Id': '0', 'Gallery.Title': 'Ghat', 'Gallery.Description': 'River', ...extra });
const notice = (extra: Record<string, string> = {}) =>
  fields({ 'Notice.Id': '0', 'Notice.title': 'Notice', ...extra });
let complaintFields: Part[] = [];

const CATALOGUE: BadInput[] = [
  {
    name: 'a PDF behind a .jpg name',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), file('GalleryImage', pdf())]),
  },
  {
    name: 'an SVG with a script as an image',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), file('GalleryImage', SVG_WITH_SCRIPT, 'x.svg')]),
  },
  {
    name: 'an HTML page as a document',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/notice',
    body: form(() => [...notice(), file('DocumentFile', HTML_PAGE, 'n.pdf')]),
  },
  {
    name: 'a PDF with JavaScript',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/notice',
    body: form(() => [...notice(), file('DocumentFile', PDF_WITH_JAVASCRIPT, 'n.pdf')]),
  },
  {
    name: 'a broken JPEG',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), file('GalleryImage', BROKEN_JPEG)]),
  },
  {
    name: 'an image of 400 million pixels',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), file('GalleryImage', pngClaiming(20000, 20000), 'bomb.png')]),
  },
  {
    name: 'an image over 5 MB',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [
      ...gallery(),
      file(
        'GalleryImage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
      ),
    ]),
  },
  {
    name: 'five images where four are allowed',
    who: 'user',
    method: 'POST',
    url: '/api/User/add-complaint',
    body: form(async () => [
      ...complaintFields,
      ...(await Promise.all(
        ['PubImage1', 'PubImage2', 'ActionImage1', 'ActionImage2', 'PubImage1'].map(async (n) =>
          file(n, await smallPhoto()),
        ),
      )),
    ]),
  },
  {
    name: 'a file in an unknown field',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(async () => [...gallery(), file('Malware', await smallPhoto())]),
  },
  {
    name: 'a __proto__ field name',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), { name: '__proto__', value: '{"isAdmin":true}' }]),
  },
  {
    name: 'a constructor.prototype field name',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => [...gallery(), { name: 'constructor.prototype.x', value: '1' }]),
  },
  {
    name: 'a __proto__ key in JSON',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/latest-news',
    body: json('{"id":0,"title":"t","description":"d","__proto__":{"x":1}}'),
  },
  {
    name: 'malformed multipart',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: raw(
      '--b\r\nContent-Disposition: form-data; name="Gallery.Title"\r\n\r\nunterminated',
      'multipart/form-data; boundary=b',
    ),
  },
  {
    name: 'multipart without a boundary',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: raw('x', 'multipart/form-data'),
  },
  {
    name: 'JSON sent to a form',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: json('{"Gallery.Title":"x"}'),
  },
  {
    name: 'malformed JSON',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/latest-news',
    body: json('{"title":'),
  },
  {
    name: 'SQL in an id field',
    who: 'user',
    method: 'POST',
    url: '/api/User/add-complaint',
    body: form(() => [
      ...complaintFields.filter((p) => p.name !== 'Complaint.Ward'),
      { name: 'Complaint.Ward', value: '1; DROP TABLE complaint;--' },
    ]),
  },
  {
    name: 'SQL in a status filter',
    who: 'nobody',
    method: 'GET',
    url: "/api/Public/complaint?statusFilter=All'%20OR%20'1'='1",
  },
  {
    name: 'HTML in a title',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(async () => [
      ...gallery({ 'Gallery.Title': '<img src=x onerror=alert(1)>' }),
      file('GalleryImage', await smallPhoto()),
    ]),
  },
  {
    name: 'a NUL character in a text',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/latest-news',
    body: json('{"id":0,"title":"a\\u0000b","description":"d"}'),
  },
  {
    name: 'a NUL character in a query',
    who: 'nobody',
    method: 'GET',
    url: '/api/Public/search?q=a%00b',
  },
  {
    name: 'a word for an id in the path',
    who: 'admin',
    method: 'DELETE',
    url: '/api/Admin/notice/abc',
  },
  {
    name: 'a negative id in the path',
    who: 'admin',
    method: 'DELETE',
    url: '/api/Admin/notice/-1',
  },
  {
    name: 'a 30-digit id in the path',
    who: 'admin',
    method: 'DELETE',
    url: '/api/Admin/notice/123456789012345678901234567890',
  },
  {
    name: 'an id beyond 32 bits in JSON',
    who: 'admin',
    method: 'PUT',
    url: '/api/Admin/latest-news',
    body: json('{"id":99999999999,"title":"t","description":"d"}'),
  },
  {
    name: 'an id beyond 32 bits in a form',
    who: 'admin',
    method: 'PUT',
    url: '/api/Admin/gallery',
    body: form(() => gallery({ 'Gallery.Id': '99999999999' })),
  },
  {
    name: 'a word for a form id',
    who: 'admin',
    method: 'PUT',
    url: '/api/Admin/gallery',
    body: form(() => gallery({ 'Gallery.Id': '1 OR 1=1' })),
  },
  {
    name: 'an impossible date',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/notice',
    body: form(() => [
      ...notice({ 'Notice.IssueDate': '2026-13-45' }),
      file('DocumentFile', pdf(), 'n.pdf'),
    ]),
  },
  {
    name: 'a number for a text in JSON',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/latest-news',
    body: json('{"id":0,"title":{"$gt":""},"description":"d"}'),
  },
  {
    name: 'a title of 10,000 characters',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(async () => [
      ...gallery({ 'Gallery.Title': 'x'.repeat(10000) }),
      file('GalleryImage', await smallPhoto()),
    ]),
  },
  {
    name: 'a field of 300 kB',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() => gallery({ 'Gallery.Description': 'x'.repeat(300_000) })),
  },
  {
    name: '100 form fields',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(() =>
      Array.from({ length: 100 }, (_, i) => ({ name: `Gallery.F${i}`, value: 'x' })),
    ),
  },
  {
    name: 'base64 that is not base64',
    who: 'admin',
    method: 'POST',
    url: '/api/Admin/notice',
    body: form(() => [...notice(), { name: 'DocumentFileBase64', value: '%%%not base64%%%' }]),
  },
  {
    name: 'a 1 MB password',
    who: 'nobody',
    method: 'POST',
    url: '/api/Account/login',
    body: json(JSON.stringify({ email: 'a@b.c', password: 'p'.repeat(1024 * 1024) })),
  },
  {
    name: 'a sign-up whose privacy consent is a word',
    who: 'nobody',
    method: 'POST',
    url: AccountPaths.register,
    body: json(
      JSON.stringify({
        name: 'Asha',
        email: 'asha@example.in',
        mobile: '9876543210',
        password: 'lanterns over the quiet river',
        passwordConfirmation: 'lanterns over the quiet river',
        acceptsPrivacyPolicy: 'yes',
      }),
    ),
  },
  {
    name: 'a mailed link token of 10,000 characters',
    who: 'nobody',
    method: 'POST',
    url: AccountPaths.verifyEmail,
    body: json(JSON.stringify({ token: 't'.repeat(10_000) })),
  },
  {
    name: 'a 1 MB new password with a reset link',
    who: 'nobody',
    method: 'POST',
    url: AccountPaths.resetPassword,
    body: json(
      JSON.stringify({ token: 't', password: 'p'.repeat(1024 * 1024), passwordConfirmation: 'p' }),
    ),
  },
  {
    name: 'page 0 of a paged list',
    who: 'nobody',
    method: 'GET',
    url: `${PagedPaths.public.notices}?page=0`,
  },
  {
    name: 'a negative page of a paged list',
    who: 'admin',
    method: 'GET',
    url: `${PagedPaths.admin.gallery}?page=-3`,
  },
  {
    name: 'a page beyond 32 bits',
    who: 'user',
    method: 'GET',
    url: `${PagedPaths.user.complaints}?page=99999999999`,
  },
  {
    name: 'a word for a page',
    who: 'nobody',
    method: 'GET',
    url: `${PagedPaths.public.complaints}?page=last`,
  },
  {
    name: 'a page size over the cap',
    who: 'nobody',
    method: 'GET',
    url: `${PagedPaths.public.gallery}?size=10000`,
  },
  {
    name: 'SQL in a paged status filter',
    who: 'nobody',
    method: 'GET',
    url: `${PagedPaths.public.complaints}?status=Open'%20OR%20'1'='1`,
  },
  {
    name: 'an unknown tender state',
    who: 'nobody',
    method: 'GET',
    url: `${PagedPaths.public.tenders}?state=everything`,
  },
  {
    name: 'a user token on an admin paged list',
    who: 'user',
    method: 'GET',
    url: PagedPaths.admin.officials,
  },
  {
    name: "no token on a citizen's paged list",
    who: 'nobody',
    method: 'GET',
    url: PagedPaths.user.complaints,
  },
  {
    name: "no token on a citizen's counts",
    who: 'nobody',
    method: 'GET',
    url: PagedPaths.user.complaintCounts,
  },
  {
    name: 'a user token on an admin upload',
    who: 'user',
    method: 'POST',
    url: '/api/Admin/gallery',
    body: form(async () => [...gallery(), file('GalleryImage', await smallPhoto())]),
  },
  {
    name: 'no token on a citizen upload',
    who: 'nobody',
    method: 'POST',
    url: '/api/User/add-complaint',
    body: form(() => complaintFields),
  },
];

describe.each(testDatabases())('bad inputs on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<Who, string | undefined> = {
    admin: undefined,
    user: undefined,
    nobody: undefined,
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens.admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    tokens.user = (await signedIn(t, 'citizen@council.local', 'user')).token;
    const lookups = await ensureLookups(t.db);
    complaintFields = complaintFieldsFor(lookups);
  });
  afterAll(() => t.close());

  it('has at least 20 entries', () => expect(CATALOGUE.length).toBeGreaterThanOrEqual(20));

  it.each(CATALOGUE.map((input) => [input.name, input] as const))(
    'refuses %s with a 4xx message and changes nothing',
    async (_name, input) => {
      const before = await tableCounts(t);
      const body = input.body ? await input.body() : undefined;
      const token = tokens[input.who];
      const response = await t.app.inject({
        method: input.method,
        url: input.url,
        ...(body ? { payload: body.payload } : {}),
        headers: { ...(body?.headers ?? {}), ...(token ? bearer(token) : {}) },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
      expect(await tableCounts(t)).toEqual(before);
    },
  );

  it('stores SQL-looking text as plain text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/latest-news',
      payload: { id: 0, title: "Robert'); DROP TABLE latest_news;--", description: "' OR 1=1 --" },
      headers: bearer(tokens.admin ?? ''),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe("Robert'); DROP TABLE latest_news;--");
    expect((await tableCounts(t)).latest_news).toBe(1);
  });
});
