import { AxiosError } from 'axios';
import { isAxiosError } from './axiosError';

describe('isAxiosError', () => {
  it("tells the client's errors from any other, as axios's own test does", () => {
    const failure = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE');
    expect(isAxiosError(failure)).toBe(true);
    expect(isAxiosError({ isAxiosError: true, response: { status: 401 } })).toBe(true);
    for (const other of [new Error('x'), null, undefined, 'text', { isAxiosError: 'yes' }]) {
      expect(isAxiosError(other)).toBe(false);
    }
  });
});
