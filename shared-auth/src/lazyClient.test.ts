import axios, { type AxiosAdapter, type AxiosStatic } from 'axios';
import { lazyClient } from './lazyClient';

/** Answers every call with where it went and the headers it carried, instead of sending it. */
const echo: AxiosAdapter = async (config) => ({
  data: { url: `${config.baseURL ?? ''}${config.url ?? ''}`, order: config.headers.get('X-Order') },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

/** A lazy client over the real axios, counting how often axios is asked for. */
function countedClient(load: () => Promise<AxiosStatic> = async () => axios) {
  const loads = jest.fn(load);
  const client = lazyClient(loads);
  client.whenLoaded((instance) => (instance.defaults.adapter = echo));
  return { client, loads };
}

describe('a client that loads axios at its first call', () => {
  it('asks for axios only when a call is made, and once', async () => {
    const { client, loads } = countedClient();
    client.defaults.baseURL = 'https://api.example';
    client.interceptors.request.use((config) => config);
    expect(loads).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([client.get('/a'), client.post('/b', {})]);
    expect(first.data.url).toBe('https://api.example/a');
    expect(second.data.url).toBe('https://api.example/b');
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('runs the interceptors added before and after the load, as axios orders them', async () => {
    const { client } = countedClient();
    const mark = (name: string) =>
      client.interceptors.request.use((config) => {
        config.headers.set('X-Order', `${String(config.headers.get('X-Order') ?? '')}${name}`);
        return config;
      });
    mark('a');
    const dropped = mark('x');
    mark('b');
    client.interceptors.request.eject(dropped);
    // axios runs request interceptors last added first.
    expect((await client.get('/')).data.order).toBe('ba');

    const later = mark('c');
    expect((await client.get('/')).data.order).toBe('cba');
    client.interceptors.request.eject(later);
    expect((await client.get('/')).data.order).toBe('ba');
  });

  it('hands failures to the response interceptors, and the base URL set later to calls', async () => {
    const { client } = countedClient();
    const failures: unknown[] = [];
    client.interceptors.response.use(undefined, (error) => {
      failures.push(error);
      return Promise.reject(error);
    });
    await client.get('/');
    client.defaults.baseURL = 'https://later.example';
    expect((await client.get('/c')).data.url).toBe('https://later.example/c');
    const refusal = new Error('refused');
    await expect(client.get('/', { adapter: () => Promise.reject(refusal) })).rejects.toBe(refusal);
    expect(failures).toEqual([refusal]);
  });

  it('sets up the instance before its first call, or at once when it exists', async () => {
    const { client } = countedClient();
    const seen: string[] = [];
    client.whenLoaded(() => seen.push('before'));
    expect(seen).toEqual([]);
    await client.get('/');
    expect(seen).toEqual(['before']);
    client.whenLoaded((_, library) => seen.push(library === axios ? 'after' : 'another axios'));
    expect(seen).toEqual(['before', 'after']);
  });

  it('asks for axios again at the next call after its load failed', async () => {
    const lost = new Error('chunk failed');
    let fails = true;
    const { client, loads } = countedClient(async () => {
      if (fails) throw lost;
      return axios;
    });
    await expect(client.get('/')).rejects.toBe(lost);
    fails = false;
    expect((await client.get('/d')).data.url).toBe('/d');
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
