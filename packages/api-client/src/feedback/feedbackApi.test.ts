import { failWith, fakeApi, type SentRequest } from '@council/api-fake';
import type { FeedbackItem } from '@council/contract';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { feedbackInboxApi, sendFeedback } from './feedbackApi';

// The real client and its session interceptors against the one fake of the API. The fake's
// typed answers do not list the feedback calls yet: these answer by path.
const api = fakeApi();

const ITEM: FeedbackItem = {
  id: 12,
  reference: 'FB/2026/000012',
  name: 'Sunita Kumari',
  email: 'sunita@example.com',
  phone: '',
  project: '',
  subject: 'Street light',
  message: 'The light is out.',
  sentFrom: 'contact',
  receivedAt: '2026-03-01T09:00:00.000Z',
  handledAt: null,
  handledBy: null,
};

const lastSent = () => api.sent.at(-1);

describe('the feedback calls', () => {
  beforeEach(() => {
    const token = makeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) + 300 });
    useSession.setState({ token, role: 'admin', expiresAt: Date.now() + 60_000 });
  });

  it("send a reader's message trimmed, and answer its reference number", async () => {
    api.answerAnyCall(() => ({ reference: 'FB/2026/000012', message: 'Thank you.' }));
    const receipt = await sendFeedback({
      name: ' Sunita ',
      email: 'sunita@example.com ',
      phone: '',
      project: '',
      subject: 'Light',
      message: ' Out \n',
      sentFrom: 'feedback',
    });
    expect(receipt).toEqual({ reference: 'FB/2026/000012' });
    expect(lastSent()?.method).toBe('POST');
    expect(lastSent()?.path).toBe('/api/v2/public/feedback');
    expect(lastSent()?.json).toEqual({
      name: 'Sunita',
      email: 'sunita@example.com',
      phone: '',
      project: '',
      subject: 'Light',
      message: 'Out',
      sentFrom: 'feedback',
    });
  });

  it('pass on a refusal for the form to show', async () => {
    api.answerAnyCall(failWith(429, { message: 'Too many messages.' }));
    await expect(
      sendFeedback({
        name: 'A',
        email: 'a@b.in',
        phone: '',
        project: '',
        subject: 'S',
        message: 'M',
        sentFrom: 'contact',
      }),
    ).rejects.toMatchObject({ response: { status: 429 } });
  });

  it('list a page of the inbox by status, in clean names', async () => {
    api.answerAnyCall(() => ({ items: [ITEM], page: 2, size: 20, total: 21 }));
    const page = await feedbackInboxApi.list({ status: 'new', page: 2 });
    expect(lastSent()?.url.search).toBe('?status=new&page=2');
    expect(page).toEqual({ items: [{ ...ITEM }], page: 2, size: 20, total: 21 });
  });

  it('mark a message handled and new again, on its own address', async () => {
    const handled = { ...ITEM, handledAt: '2026-03-02T10:00:00.000Z', handledBy: 'Ravi' };
    api.answerAnyCall((request: SentRequest) => (request.method === 'PUT' ? handled : ITEM));
    expect(await feedbackInboxApi.markHandled(12)).toMatchObject({ handledBy: 'Ravi' });
    expect([lastSent()?.method, lastSent()?.path]).toEqual([
      'PUT',
      '/api/v2/admin/feedback/12/handled',
    ]);
    expect(await feedbackInboxApi.markNew(12)).toMatchObject({ handledAt: null, handledBy: null });
    expect(lastSent()?.method).toBe('DELETE');
  });

  it('read how many messages are new and handled', async () => {
    api.answerAnyCall(() => ({ new: 3, handled: 7 }));
    expect(await feedbackInboxApi.counts()).toEqual({ new: 3, handled: 7 });
    expect(lastSent()?.path).toBe('/api/v2/admin/feedback-counts');
  });
});
