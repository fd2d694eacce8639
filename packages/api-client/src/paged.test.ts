import { aNotice, fakeApi, offContract, pageOf } from '@council/api-fake';
import { councilDocumentFromWire } from './wire';
import { getPage } from './paged';

// The real client and a mapper run against the one fake of the API.
const api = fakeApi();

const sentQuery = () => api.sent.at(-1)?.url.searchParams;

describe('getPage', () => {
  it('asks for the page and size it is given, after the filters', async () => {
    api.answer('GET /api/v2/public/notices', pageOf([]));
    await getPage(
      '/api/v2/public/notices',
      councilDocumentFromWire,
      { page: 3, size: 5 },
      {
        status: 'Open',
      },
    );
    expect(api.sent.at(-1)?.url.search).toBe('?status=Open&page=3&size=5');
  });

  it("leaves out what it is not given: the API's defaults apply", async () => {
    api.answer('GET /api/v2/public/notices', pageOf([]));
    await getPage('/api/v2/public/notices', councilDocumentFromWire, {}, { state: undefined });
    expect(api.sent.at(-1)?.url.search).toBe('');
  });

  it('repeats a filter of several values', async () => {
    api.answer('GET /api/v2/public/officials', pageOf([]));
    await getPage(
      '/api/v2/public/officials',
      (wire) => wire,
      {},
      {
        designations: ['Chairman', 'Executive Officer'],
        home: 'Yes',
      },
    );
    expect(sentQuery()?.getAll('designations')).toEqual(['Chairman', 'Executive Officer']);
    expect(sentQuery()?.get('home')).toBe('Yes');
  });

  it('reads the items with the mapper, and the page, size and total', async () => {
    api.answer(
      'GET /api/v2/public/notices',
      pageOf([aNotice({ id: 41, title: 'Water cut' }), aNotice({ id: 40 })], {
        page: 3,
        size: 2,
        total: 45,
      }),
    );
    const page = await getPage('/api/v2/public/notices', councilDocumentFromWire, { page: 3 });
    expect(page.items.map(({ id, title }) => [id, title])).toEqual([
      [41, 'Water cut'],
      [40, 'Public notice'],
    ]);
    expect([page.page, page.size, page.total]).toEqual([3, 2, 45]);
  });

  it.each([
    ['no body', null],
    ['a message', { message: 'oops' }],
    ['a list', [aNotice()]],
    ['items that are not records', { items: [null, 3], page: 'x', size: 0, total: 'many' }],
  ])('survives an answer with %s: an empty first page', async (_, answer) => {
    api.answer('GET /api/v2/public/notices', offContract(answer));
    const page = await getPage('/api/v2/public/notices', councilDocumentFromWire, { size: 10 });
    expect(page).toEqual({ items: [], page: 1, size: 10, total: 0 });
  });
});
