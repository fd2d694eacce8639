import { languageCookie, pageLanguage, withoutLanguage } from './language';

const OFFERED = ['en', 'hi'];
const load = (url: string, cookie?: string) => ({ url, headers: cookie ? { cookie } : {} });

describe('the language of a page load', () => {
  it('is English for a first visit', () => {
    expect(pageLanguage(load('/'), OFFERED)).toEqual({ code: 'en', fromAddress: false });
  });

  it("is the reader's cookie", () => {
    expect(pageLanguage(load('/notice', 'a=1; council-language=hi'), OFFERED)).toEqual({
      code: 'hi',
      fromAddress: false,
    });
  });

  it('is the address’s ?lang= before the cookie', () => {
    expect(pageLanguage(load('/notice?page=2&lang=en', 'council-language=hi'), OFFERED)).toEqual({
      code: 'en',
      fromAddress: true,
    });
  });

  it('ignores a language the site does not offer, in the address or the cookie', () => {
    expect(pageLanguage(load('/?lang=fr', 'council-language=xx'), OFFERED).code).toBe('en');
    expect(pageLanguage(load('/?lang=fr', 'council-language=hi'), OFFERED).code).toBe('hi');
    expect(pageLanguage(load('/?lang=hi'), ['en']).code).toBe('en');
  });
});

it('keeps the choice as the browser does: a year, the whole site, not across sites', () => {
  expect(languageCookie('hi')).toBe('council-language=hi; Path=/; Max-Age=31536000; SameSite=Lax');
});

it('reads a page’s query as its screens do, without ?lang=', () => {
  expect(withoutLanguage('?page=2&lang=hi&status=Open')).toBe('?page=2&status=Open');
  expect(withoutLanguage('?lang=hi')).toBe('');
  expect(withoutLanguage('?page=2')).toBe('?page=2');
  expect(withoutLanguage('')).toBe('');
});
