import { PagedPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { fields } from '../testing/multipart';
import { getJson, sendForm } from '../testing/requests';
import { setClock } from '../testing/selfService';
import { pdf } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Page = { items: Record<string, unknown>[]; total: number };

describe.each(testDatabases())('paged calls served from the page cache on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const page = (url: string, token?: string) => getJson<Page>(t, url, token);
  const titles = (answer: Page) => answer.items.map((item) => item.title);

  beforeEach(async () => {
    t = await createTestApp(dialect, { traffic: { pageCacheMs: 60_000 } });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterEach(() => t.close());

  it("shows a saved notice in the next list, the public's and the admin's", async () => {
    expect(await page(PagedPaths.public.notices)).toMatchObject({ total: 0 });
    expect(await page(PagedPaths.admin.notices, admin)).toMatchObject({ total: 0 });
    const saved = await sendForm(t, admin, 'POST', '/api/Admin/notice', [
      ...fields({
        'Notice.Id': '0',
        'Notice.title': 'Ward meeting',
        'Notice.IssueDate': '2026-03-01',
      }),
      {
        name: 'DocumentFile',
        filename: 'n.pdf',
        content: pdf('Ward meeting'),
        type: 'application/pdf',
      },
    ]);
    expect(saved.statusCode).toBe(201);
    expect(titles(await page(PagedPaths.public.notices))).toEqual(['Ward meeting']);
    expect(titles(await page(PagedPaths.admin.notices, admin))).toEqual(['Ward meeting']);
  });

  it("never serves one citizen's page to another", async () => {
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    const neighbour = await signedIn(t, 'neighbour@council.local', 'user');
    await insertComplaint(t.db, citizen.id, 'Open');
    expect(await page(PagedPaths.user.complaints, citizen.token)).toMatchObject({ total: 1 });
    expect(await page(PagedPaths.user.complaints, neighbour.token)).toMatchObject({ total: 0 });
  });

  it('shows what another process wrote once the lifetime is over', async () => {
    const shortLived = await createTestApp(dialect, { traffic: { pageCacheMs: 300 } });
    try {
      const citizen = await signedIn(shortLived, 'citizen@council.local', 'user');
      const read = () => getJson<Page>(shortLived, PagedPaths.public.complaints);
      // The clock stands still until the test moves it: on a loaded machine the reads below
      // took longer than the lifetime, and the page had expired before the second one.
      const start = Date.now();
      setClock(new Date(start));
      expect(await read()).toMatchObject({ total: 0 });
      // Written straight into the database, as another API process on it would.
      await insertComplaint(shortLived.db, citizen.id, 'Open');
      expect(await read()).toMatchObject({ total: 0 });
      setClock(new Date(start + 350));
      expect(await read()).toMatchObject({ total: 1 });
    } finally {
      jest.useRealTimers();
      await shortLived.close();
    }
  });
});
