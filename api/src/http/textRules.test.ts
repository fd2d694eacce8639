import { AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { tableCounts } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { refusedText } from './textRules';

const HIDDEN = {
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'pop directional formatting': '\u202c',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'zero-width space': '\u200b',
  'left-to-right mark': '\u200e',
  'right-to-left mark': '\u200f',
};

describe('the text rules', () => {
  it.each(Object.entries(HIDDEN))('refuse a %s', (_name, character) => {
    expect(refusedText(`Tender ${character}fdp.exe`)).toBe(
      'contains a character that is not allowed',
    );
  });

  it('keep the joiners Devanagari needs (ZWNJ, ZWJ)', () => {
    expect(refusedText('क्\u200Dष and क्\u200Cष')).toBeUndefined();
  });

  it.each(['a < b', 'ward <5', 'x <= 3', 'budget < 2,00,000 and > 50,000'])(
    'take %p, which holds no tag',
    (text) => expect(refusedText(text)).toBeUndefined(),
  );

  it.each(['<img src=x onerror=alert(1)>', 'a<b>bold</b>', '</p>', '<!-- x -->', '<?xml'])(
    'refuse the markup %p',
    (text) => expect(refusedText(text)).toBe('must not contain HTML tags'),
  );
});

describe.each(testDatabases())('titles and names through the API on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = (await signedIn(t, 'citizen@council.local', 'user')).token;
  });
  afterAll(() => t.close());

  const addNews = (title: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Admin/latest-news',
      payload: { id: 0, title, description: 'Town hall' },
      headers: bearer(admin),
    });

  it('refuses a title with a direction override and stores nothing', async () => {
    const before = await tableCounts(t);
    const refused = await addNews('Notice \u202eFDP.exe');
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'title contains a character that is not allowed.' },
    ]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('takes a title that compares with < and a Hindi one with a joiner', async () => {
    expect((await addNews('Ward 3 < ward 4 in tax arrears')).statusCode).toBe(201);
    expect((await addNews('स्वच्छता\u200D अभियान')).statusCode).toBe(201);
  });

  it('refuses a name with a zero-width space', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: AccountPaths.myAccount,
      headers: bearer(citizen),
      payload: { name: 'Asha\u200bDevi', mobile: '6123456789' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: 'The name contains a character that is not allowed.' },
    ]);
  });
});
