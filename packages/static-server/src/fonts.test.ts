import { devanagariFontsOf } from './fonts';
import { makeBuiltApp } from './testing/builtApp';

describe("the built shell's Devanagari font", () => {
  it('is found by its build name, the regular only (the bold is drawn from it)', () => {
    const built = makeBuiltApp({
      'assets/noto-sans-devanagari-700.0a1b2c3d.woff2': 'an older build’s bold',
      'assets/noto-sans-devanagari-400.4e5f6a7b.woff2': 'regular',
      'assets/emblem.12345678.svg': '<svg/>',
    });
    try {
      expect(devanagariFontsOf(built.root)).toEqual([
        '/assets/noto-sans-devanagari-400.4e5f6a7b.woff2',
      ]);
    } finally {
      built.remove();
    }
  });

  it('is none in a build without it', () => {
    const built = makeBuiltApp({ 'index.html': '<html></html>' });
    try {
      expect(devanagariFontsOf(built.root)).toEqual([]);
    } finally {
      built.remove();
    }
  });
});
