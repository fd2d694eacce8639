import { fakeApi } from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { fetchPolicyPage, policyEditorApi } from './policyApi';

// The real client against the one fake of the API, which answers these calls by path.
const api = fakeApi();

const WIRE = {
  key: 'disclaimer',
  title: 'Disclaimer',
  body: 'Text.',
  titleHindi: 'अस्वीकरण',
  bodyHindi: 'पाठ।',
  edited: true,
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('the website policy calls', () => {
  beforeEach(() => {
    useSession.setState({ token: 'x.y.z', role: 'admin', expiresAt: Date.now() + 60_000 });
  });

  it('read one page by its key, in clean names', async () => {
    api.answerAnyCall(() => WIRE);
    expect(await fetchPolicyPage('disclaimer')).toEqual(WIRE);
    expect(api.sent.at(-1)?.path).toBe('/api/v2/public/policies/disclaimer');
  });

  it('make sense of a thin answer: the key asked for, no date, not edited', async () => {
    api.answerAnyCall(() => ({ title: 'Help' }));
    expect(await fetchPolicyPage('help')).toEqual({
      key: 'help',
      title: 'Help',
      body: '',
      titleHindi: '',
      bodyHindi: '',
      edited: false,
      updatedAt: null,
    });
  });

  it('list, save trimmed and reset a page for the console', async () => {
    api.answerAnyCall(() => [WIRE, { ...WIRE, key: 'cookies' }]);
    expect(await policyEditorApi.list()).toEqual([WIRE]);
    api.answerAnyCall(() => WIRE);
    await policyEditorApi.save('disclaimer', {
      title: ' Disclaimer ',
      body: 'Text.\n',
      titleHindi: 'अस्वीकरण',
      bodyHindi: ' पाठ।',
    });
    expect([api.sent.at(-1)?.method, api.sent.at(-1)?.path, api.sent.at(-1)?.json]).toEqual([
      'PUT',
      '/api/v2/admin/policies/disclaimer',
      { title: 'Disclaimer', body: 'Text.', titleHindi: 'अस्वीकरण', bodyHindi: 'पाठ।' },
    ]);
    await policyEditorApi.reset('disclaimer');
    expect([api.sent.at(-1)?.method, api.sent.at(-1)?.path]).toEqual([
      'POST',
      '/api/v2/admin/policies/disclaimer/reset',
    ]);
  });
});
