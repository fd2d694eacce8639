import {
  aCircular,
  aNewsItem,
  aNotice,
  aPressRelease,
  aTender,
  failWith,
  fakeApi,
} from '@council/api-fake';
import * as publicApi from './publicApi';

const api = fakeApi();

describe('one item for its own page', () => {
  it.each([
    ['notice', '/api/v2/public/notices/7'],
    ['circular', '/api/v2/public/circulars/7'],
    ['officeOrder', '/api/v2/public/office-orders/7'],
  ] as const)('%s asks %s and maps the document', async (call, path) => {
    api.answers({
      'GET /api/v2/public/notices/:id': aNotice({ id: 7, title: 'Water cut' }),
      'GET /api/v2/public/circulars/:id': aCircular({ id: 7, title: 'Water cut' }),
      'GET /api/v2/public/office-orders/:id': aCircular({ id: 7, title: 'Water cut' }),
    });
    const item = await publicApi[call](7);
    expect(item).toMatchObject({ id: 7, title: 'Water cut', description: '', file: null });
    expect(api.sentAddresses()).toEqual([path]);
  });

  it('maps a news item, a press release and a tender', async () => {
    api.answers({
      'GET /api/v2/public/latest-news/:id': aNewsItem({ id: 2, title: 'Fair' }),
      'GET /api/v2/public/press-releases/:id': aPressRelease({ id: 3, title: 'Meeting' }),
      'GET /api/v2/public/tenders/:id': aTender({ id: 4, tender_title: 'Lights' }),
    });
    await expect(publicApi.newsItem(2)).resolves.toMatchObject({ id: 2, title: 'Fair' });
    await expect(publicApi.pressRelease(3)).resolves.toMatchObject({ id: 3, title: 'Meeting' });
    await expect(publicApi.tender(4)).resolves.toMatchObject({ id: 4 });
  });

  it('is null when the API has no such item (404): an answer, not a failure', async () => {
    api.answers({
      'GET /api/v2/public/notices/:id': failWith(404, { message: 'There is no notice with id 9.' }),
      'GET /api/v2/public/tenders/:id': failWith(404, { message: 'There is no tender with id 9.' }),
    });
    await expect(publicApi.notice(9)).resolves.toBeNull();
    await expect(publicApi.tender(9)).resolves.toBeNull();
  });

  it('fails on any other refusal, for the page to say the site could not answer', async () => {
    api.answer('GET /api/v2/public/press-releases/:id', failWith(500, { message: 'down' }));
    await expect(publicApi.pressRelease(1)).rejects.toThrow('status code 500');
  });
});
