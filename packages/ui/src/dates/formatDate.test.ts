import { act } from '@testing-library/react';
import { initI18n, setLanguage } from '@council/i18n';
import { COUNCIL_TIME_ZONE, councilClockParts, formatDate } from './formatDate';

initI18n();

describe('formatDate', () => {
  it.each([
    ['2024-03-05', 'yyyy-MM-dd', '2024-03-05'],
    ['2024-03-05', 'dd/MMM/yyyy', '05/Mar/2024'],
    ['2024-03-05T15:30:00', 'dd/MMM/yyyy HH:mm', '05/Mar/2024 15:30'],
    ['2024-03-05 09:05:07', 'yyyy-MM-dd HH:mm:ss', '2024-03-05 09:05:07'],
    ['2024-03-05', 'MMM d, y', 'Mar 5, 2024'],
    ['2024-03-05', 'EEEE', 'Tuesday'],
  ] as const)('%s as %s is %s', (value, pattern, expected) => {
    expect(formatDate(value, pattern)).toBe(expected);
  });

  it('shows an instant in Indian time', () => {
    expect(formatDate('2024-03-05T20:00:00Z', 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-06 01:30:00');
  });

  it('reads the council’s clock as Intl does for Asia/Kolkata, every few days from 1950 to 2100', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: COUNCIL_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const asIntlWrites = (parts: ReturnType<typeof councilClockParts>) =>
      `${String(parts.day).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${parts.year}, ` +
      [parts.hour, parts.minute, parts.second].map((n) => String(n).padStart(2, '0')).join(':');
    const step = 3.7 * 24 * 60 * 60 * 1000 + 1234;
    for (let at = Date.UTC(1950, 0, 1); at < Date.UTC(2100, 0, 1); at += step) {
      const instant = new Date(at);
      expect(asIntlWrites(councilClockParts(instant))).toBe(intl.format(instant));
    }
  });

  it('keeps a calendar date whatever the viewer’s zone', () => {
    expect(formatDate('2024-12-31', 'yyyy-MM-dd')).toBe('2024-12-31');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatDate(null, 'yyyy-MM-dd')).toBeNull();
    expect(formatDate('', 'yyyy-MM-dd')).toBeNull();
    expect(formatDate('not a date', 'yyyy-MM-dd')).toBeNull();
    expect(formatDate('2024-13-01', 'yyyy-MM-dd')).toBeNull();
  });

  it('is in English for a language without its own names', () => {
    expect(formatDate('2024-03-05', 'dd/MMM/yyyy', 'fr')).toBe('05/Mar/2024');
  });
});

describe('formatDate in Hindi', () => {
  // Its names come with the Hindi catalogues, which choosing Hindi loads.
  beforeAll(async () => {
    await act(() => setLanguage('hi'));
    await act(() => setLanguage('en'));
  });

  it.each([
    ['2024-03-05', 'yyyy-MM-dd', '2024-03-05'],
    ['2024-03-05', 'dd/MMM/yyyy', '05 मार्च 2024'],
    ['2024-09-05T15:30:00', 'dd/MMM/yyyy HH:mm', '05 सितंबर 2024 15:30'],
    ['2024-03-05 09:05:07', 'yyyy-MM-dd HH:mm:ss', '2024-03-05 09:05:07'],
    ['2024-01-26', 'MMM d, y', '26 जनवरी 2024'],
    ['2026-01-26', 'EEEE', 'सोमवार'],
  ] as const)('%s as %s is %s', (value, pattern, expected) => {
    expect(formatDate(value, pattern, 'hi')).toBe(expected);
  });

  it('names every month as hi-IN does in full', () => {
    const hiIN = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const value = `2024-${String(month).padStart(2, '0')}-01`;
      const [, name] = formatDate(value, 'dd/MMM/yyyy', 'hi')?.split(' ') ?? [];
      // ICU spells a few with other forms of the same letters (अक्तूबर, सितंबर): compare loosely.
      const theirs = hiIN.format(new Date(`${value}T00:00:00Z`));
      expect(name?.normalize('NFD').slice(0, 2)).toBe(theirs.normalize('NFD').slice(0, 2));
    }
  });

  it('follows the language the reader reads in', async () => {
    await act(() => setLanguage('hi'));
    expect(formatDate('2024-03-05', 'dd/MMM/yyyy')).toBe('05 मार्च 2024');
    await act(() => setLanguage('en'));
    expect(formatDate('2024-03-05', 'dd/MMM/yyyy')).toBe('05/Mar/2024');
  });
});
