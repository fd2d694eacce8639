import { AccountPaths, type AccountPage } from '@council/contract';
import { testDatabases } from '../../testing/databases';
import { bearer, createTestApp, signedIn, type TestApp } from '../../testing/testApp';
import { createAccount } from '../accountStore';

const URL = AccountPaths.admin.accounts;

describe.each(testDatabases())('GET AccountPaths.admin.accounts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  const list = (query: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: bearer(token) });
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return response.json<AccountPage>();
  };
  const emails = (found: AccountPage) => found.items.map((row) => row.email);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    citizen = (await signedIn(t, 'citizen@council.local', 'user')).token;
    for (let n = 1; n <= 25; n++) {
      await createAccount(t.db, {
        email: `resident${String(n).padStart(2, '0')}@mail.example`,
        password: null,
        role: 'user',
        name: `Resident Number ${n}`,
        mobile: '9876543210',
      });
    }
    await createAccount(t.db, {
      email: 'percent@mail.example',
      password: null,
      role: 'user',
      name: 'Hundred% Sure',
    });
    await createAccount(t.db, {
      email: 'under_score@mail.example',
      password: null,
      role: 'admin',
      name: 'Priya ŚARMA',
    });
  });
  afterAll(() => t.close());

  it('answers 20 accounts newest first with the total, and no password', async () => {
    const first = await page('');
    expect(first).toMatchObject({ page: 1, size: 20, total: 29 });
    expect(first.items).toHaveLength(20);
    expect(emails(first).slice(0, 3)).toEqual([
      'under_score@mail.example',
      'percent@mail.example',
      'resident25@mail.example',
    ]);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Priya ŚARMA',
      email: 'under_score@mail.example',
      mobile: '',
      role: 'admin',
      active: true,
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      designation: '',
      wards: [],
    });
    expect(JSON.stringify(first)).not.toMatch(/scrypt|password/i);
  });

  it('pages on without repeating or skipping an account', async () => {
    const seen = [];
    for (let n = 1; n <= 3; n++) seen.push(...emails(await page(`?page=${n}&size=10`)));
    expect(seen).toHaveLength(29);
    expect(new Set(seen).size).toBe(29);
    expect(seen).toContain('admin@council.local');
    const past = await page('?page=4&size=10');
    expect(past).toMatchObject({ items: [], page: 4, total: 29 });
    expect((await page('?size=100')).items).toHaveLength(29);
  });

  it('finds part of an email or a name, whatever the case', async () => {
    expect(emails(await page('?q=RESIDENT2'))).toEqual([
      'resident25@mail.example',
      'resident24@mail.example',
      'resident23@mail.example',
      'resident22@mail.example',
      'resident21@mail.example',
      'resident20@mail.example',
    ]);
    const byName = await page('?q=number%201');
    expect(byName.total).toBe(11);
    expect(emails(await page('?q=%20sure%20'))).toEqual(['percent@mail.example']);
    expect(emails(await page('?q=council.local'))).toEqual([
      'citizen@council.local',
      'admin@council.local',
    ]);
    expect(await page('?q=nobody-has-this')).toMatchObject({ items: [], total: 0 });
  });

  it('takes % and _ in q as plain characters', async () => {
    expect(emails(await page('?q=%25'))).toEqual(['percent@mail.example']);
    expect(emails(await page('?q=d%25%20s'))).toEqual(['percent@mail.example']);
    expect(emails(await page('?q=_'))).toEqual(['under_score@mail.example']);
    expect(emails(await page('?q=%5C'))).toEqual([]);
    expect((await page('?q=')).total).toBe(29);
  });

  it('is for admins only', async () => {
    const asCitizen = await list('', citizen);
    expect(asCitizen.statusCode).toBe(403);
    expect(asCitizen.json()).toEqual({ message: 'This call is only for admin accounts.' });
    const anonymous = await t.app.inject({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['?page=0', 'page must be a whole number from 1 to 100000.'],
    ['?page=abc', 'page must be a whole number from 1 to 100000.'],
    ['?size=101', 'size must be a whole number from 1 to 100.'],
    ['?size=-1', 'size must be a whole number from 1 to 100.'],
    [`?q=${'x'.repeat(101)}`, 'q must have at most 100 characters.'],
  ])('refuses %s with 400 and a sentence', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
