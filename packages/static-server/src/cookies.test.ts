import { cookieOf } from './cookies';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('cookieOf', () => {
  it.each([
    ['council-session=a.b.c', 'a.b.c'],
    ['theme=dark; council-session=a.b.c; lang=hi', 'a.b.c'],
    ['theme=dark;council-session=a%2Eb.c', 'a.b.c'],
    ['old-council-session=x; council-session=y', 'y'],
  ])('finds the cookie in %s', (header, expected) => {
    expect(cookieOf(request(header), 'council-session')).toBe(expected);
  });

  it.each([
    ['no Cookie header', undefined],
    ['other cookies only', 'theme=dark'],
    ['an empty value', 'council-session='],
    ['a broken escape', 'council-session=%E0%A4'],
    ['a name with no value', 'council-session'],
  ])('gives undefined for %s', (_case, header) => {
    expect(cookieOf(request(header), 'council-session')).toBeUndefined();
  });
});
