import { readerAttributes, withReaderChoice } from './readerChoice';

const load = (cookie?: string) => ({ headers: cookie ? { cookie } : {} });

describe("the reader's text size and contrast on a page load", () => {
  it('are the defaults, adding nothing, for a first visit', () => {
    expect(readerAttributes(load())).toEqual({});
  });

  it("are the reader's cookies", () => {
    expect(
      readerAttributes(load('council-language=hi; council-text-size=large; council-contrast=high')),
    ).toEqual({ 'data-text-size': 'large', 'data-contrast': 'high' });
    expect(readerAttributes(load('council-text-size=small'))).toEqual({
      'data-text-size': 'small',
    });
  });

  it('ignore values the site does not know, so a cookie puts nothing else in the page', () => {
    expect(
      readerAttributes(load('council-text-size=normal; council-contrast=%22%3E%3Cscript%3E')),
    ).toEqual({});
    expect(readerAttributes(load('council-text-size="><b>'))).toEqual({});
  });
});

describe('a page with the choices', () => {
  it('carries them on <html>, beside its language', () => {
    const page = '<!doctype html><html lang="hi"><head></head><body></body></html>';
    expect(withReaderChoice(page, { 'data-text-size': 'large', 'data-contrast': 'high' })).toBe(
      '<!doctype html><html lang="hi" data-text-size="large" data-contrast="high"><head></head><body></body></html>',
    );
  });

  it('is left as it was for the defaults', () => {
    const page = '<html lang=en><head></head></html>';
    expect(withReaderChoice(page, {})).toBe(page);
  });
});
