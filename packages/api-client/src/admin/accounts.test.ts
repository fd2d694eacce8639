import { anAccountRow, created, failWith, fakeApi, pageOf } from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { accountsApi } from './accounts';

// The real client, its session interceptors and the mapper run against the one fake of the API.
const api = fakeApi();

beforeEach(() => {
  const token = makeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'admin', expiresAt: Date.now() + 60_000 });
});

const lastSent = () => api.sent.at(-1);

describe("the console's accounts calls", () => {
  it('list a page of accounts in clean names', async () => {
    api.answer(
      'GET /api/v2/admin/accounts',
      pageOf([anAccountRow({ id: 9, active: false, emailVerified: false })], {
        page: 2,
        total: 21,
      }),
    );
    const page = await accountsApi.list({ page: 2 });
    expect(lastSent()?.url.search).toBe('?page=2');
    expect(page).toEqual({
      items: [
        {
          id: 9,
          name: 'Ravi Kumar',
          email: 'ravi@council.example.in',
          mobile: '',
          role: 'admin',
          active: false,
          emailVerified: false,
          createdAt: '2024-03-05T10:30:00.000Z',
          designation: '',
          wards: [],
        },
      ],
      page: 2,
      size: 20,
      total: 21,
    });
  });

  it('send the search trimmed, and none when it is blank', async () => {
    api.answer('GET /api/v2/admin/accounts', pageOf([]));
    await accountsApi.list({ q: '  Ravi ', page: 1 });
    expect(lastSent()?.url.search).toBe('?q=Ravi&page=1');
    await accountsApi.list({ q: '   ', page: 1 });
    expect(lastSent()?.url.search).toBe('?page=1');
  });

  it('make a staff account, leaving out a mobile number that is not given', async () => {
    api.answer('POST /api/v2/admin/accounts', created(anAccountRow({ id: 12 })));
    const account = await accountsApi.create({
      name: 'Ravi Kumar',
      email: 'ravi@council.example.in',
      mobile: ' ',
      role: 'admin',
    });
    expect(account.id).toBe(12);
    expect(lastSent()?.json).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@council.example.in',
      role: 'admin',
    });
  });

  it("make an officer's account with a designation and wards, and read them back", async () => {
    api.answer(
      'POST /api/v2/admin/accounts',
      created(
        anAccountRow({
          id: 13,
          role: 'officer',
          designation: 'Sanitary Inspector',
          wards: [{ id: 4, wardNumber: '12' }],
        }),
      ),
    );
    const account = await accountsApi.create({
      name: 'Meena Singh',
      email: 'meena@council.example.in',
      mobile: '',
      role: 'officer',
      designation: 'Sanitary Inspector',
      wardIds: [4],
    });
    expect(lastSent()?.json).toEqual({
      name: 'Meena Singh',
      email: 'meena@council.example.in',
      role: 'officer',
      designation: 'Sanitary Inspector',
      wardIds: [4],
    });
    expect(account).toMatchObject({
      role: 'officer',
      designation: 'Sanitary Inspector',
      wards: [{ id: 4, number: '12' }],
    });
  });

  it('change an account with PATCH at its own address', async () => {
    api.answer('PATCH /api/v2/admin/accounts/:id', anAccountRow({ id: 5, active: false }));
    const account = await accountsApi.change(5, { active: false });
    expect(account.active).toBe(false);
    expect(lastSent()?.method).toBe('PATCH');
    expect(lastSent()?.path).toBe('/api/v2/admin/accounts/5');
    expect(lastSent()?.json).toEqual({ active: false });
  });

  it("reject with the API's refusal", async () => {
    const refusal = { message: 'You cannot disable your own account.' };
    api.answer('PATCH /api/v2/admin/accounts/:id', failWith(400, refusal));
    await expect(accountsApi.change(1, { active: false })).rejects.toMatchObject({
      response: { status: 400, data: refusal },
    });
  });
});
