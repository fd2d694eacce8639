import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { answerFromEarlyCall, type EarlyAnswer } from './earlyCall';
import { lazyClient } from './lazyClient';

const BASE = 'https://api.council.example';
const NOTICES = `${BASE}/api/v2/admin/notices?page=2`;
const TOKEN = 'a.b.c';
const auth = { Authorization: `Bearer ${TOKEN}` };

/** A client whose network is a stub that answers every call with where it went. */
function clientWithNetwork() {
  const network = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
    data: JSON.stringify({ from: 'network' }),
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  }));
  const client = lazyClient(async () => axios);
  client.defaults.baseURL = BASE;
  client.whenLoaded((instance) => (instance.defaults.adapter = network));
  return { client, network };
}

const early = (answer: EarlyAnswer | null, url = NOTICES, token = TOKEN) => ({
  url,
  token,
  answer: Promise.resolve(answer),
});
const fromPage = { status: 200, body: JSON.stringify({ from: 'page' }) };

describe('a call the page started early', () => {
  it('answers the same call once, without a second trip, as any answer is read', async () => {
    const { client, network } = clientWithNetwork();
    answerFromEarlyCall(early(fromPage), client);

    const first = await client.get('/api/v2/admin/notices', { params: { page: 2 }, headers: auth });
    expect(first.data).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();

    const again = await client.get('/api/v2/admin/notices', { params: { page: 2 }, headers: auth });
    expect(again.data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another page', () => ({ url: '/api/v2/admin/notices', params: { page: 3 }, headers: auth })],
    [
      'another token',
      () => ({ url: '/api/v2/admin/notices?page=2', headers: { Authorization: 'Bearer x.y.z' } }),
    ],
    ['no token', () => ({ url: '/api/v2/admin/notices?page=2' })],
    ['a write', () => ({ url: '/api/v2/admin/notices?page=2', method: 'post', headers: auth })],
  ])('leaves %s to the network, and still answers its own call after it', async (_, call) => {
    const { client, network } = clientWithNetwork();
    answerFromEarlyCall(early(fromPage), client);

    expect((await client.request(call())).data).toEqual({ from: 'network' });
    const own = await client.get('/api/v2/admin/notices?page=2', { headers: auth });
    expect(own.data).toEqual({ from: 'page' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 401 of an ended session', { status: 401, body: '{"message":"Unauthorized"}' }],
    ['a 500', { status: 500, body: '' }],
    ['no answer at all', null],
  ])('sends the call after %s, so its outcome is handled as always', async (_, answer) => {
    const { client, network } = clientWithNetwork();
    answerFromEarlyCall(early(answer), client);

    const response = await client.get('/api/v2/admin/notices?page=2', { headers: auth });
    expect(response.data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
