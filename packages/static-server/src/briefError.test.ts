import { briefError } from './briefError';

describe('a failure as a log line', () => {
  it('keeps the kind, message and code, not what an HTTP client hangs on its error', () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), {
      name: 'AxiosError',
      code: 'ECONNREFUSED',
      config: { headers: { Accept: 'application/json' }, url: '/api/v2/public/slides' },
      request: { socket: { _pendingData: 'GET /api/v2/public/slides HTTP/1.1' } },
    });
    expect(briefError(failure)).toEqual({
      type: 'AxiosError',
      message: 'connect ECONNREFUSED 127.0.0.1:4000',
      code: 'ECONNREFUSED',
    });
  });

  it('names a failure that is not an Error', () => {
    expect(briefError('timeout')).toEqual({ type: 'string', message: 'timeout' });
    expect(briefError(new TypeError('fetch failed'))).toEqual({
      type: 'TypeError',
      message: 'fetch failed',
    });
  });
});
