import { preferredLanguage } from './language';

describe('the language an Accept-Language header prefers', () => {
  it.each([
    ['hi', 'hi'],
    ['en', 'en'],
    ['HI-in', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
    // The highest q wins wherever it stands; on a tie, the earlier.
    ['en;q=0.5, hi;q=0.7', 'hi'],
    ['en;q=0.7, hi;q=0.7', 'en'],
    ['hi;q=1.000, en', 'hi'],
    // q=0 is "not this language".
    ['hi;q=0, en;q=0.1', 'en'],
    ['hi; q = 0.8 , fr', 'hi'],
    // Languages the site does not offer are passed over; '*' is any, so English.
    ['fr-FR, hi;q=0.3', 'hi'],
    ['*;q=0.9, hi;q=0.5', 'en'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it.each([[undefined], [''], ['fr'], ['hi;q=0'], ['hi;q=2'], ['hi;q=abc'], ['<script>'], [',,;']])(
    'names none of ours: %s',
    (header) => {
      expect(preferredLanguage(header)).toBeUndefined();
    },
  );
});
