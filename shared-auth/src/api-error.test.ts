import { apiErrorMessage, apiClient } from './index';
import { failWith, fakeApi } from '@council/api-fake';

const api = fakeApi();
const FALLBACK = 'There was an error processing the notice.';

async function failureWith(status: number, data?: unknown): Promise<unknown> {
  api.answer('GET /api/v2/public/notices', failWith(status, data));
  return apiClient.get('/api/v2/public/notices').catch((error: unknown) => error);
}

describe('apiErrorMessage', () => {
  it("shows the server's message field", async () => {
    const error = await failureWith(400, { message: 'Title is too long.' });
    expect(apiErrorMessage(error, FALLBACK)).toBe('Title is too long.');
  });

  it("shows the server's plain-text answer", async () => {
    const error = await failureWith(500, 'Ward is required. ');
    expect(apiErrorMessage(error, FALLBACK)).toBe('Ward is required.');
  });

  it.each([
    ['no body', undefined],
    ['an empty message', { message: ' ' }],
    ['a body without a message', { title: 'Bad Request' }],
    ['an HTML page', '<html><body>502</body></html>'],
  ])('falls back for %s', async (_case, data) => {
    expect(apiErrorMessage(await failureWith(502, data), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back for errors that are not HTTP answers', () => {
    expect(apiErrorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
