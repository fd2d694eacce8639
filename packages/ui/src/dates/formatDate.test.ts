import { formatDate } from './formatDate';

describe('formatDate', () => {
  it.each([
    ['2024-03-05', 'yyyy-MM-dd', '2024-03-05'],
    ['2024-03-05', 'dd/MMM/yyyy', '05/Mar/2024'],
    ['2024-03-05T15:30:00', 'dd/MMM/yyyy HH:mm', '05/Mar/2024 15:30'],
    ['2024-03-05 09:05:07', 'yyyy-MM-dd HH:mm:ss', '2024-03-05 09:05:07'],
    ['2024-03-05', 'MMM d, y', 'Mar 5, 2024'],
  ] as const)('%s as %s is %s', (value, pattern, expected) => {
    expect(formatDate(value, pattern)).toBe(expected);
  });

  it('shows an instant in Indian time', () => {
    expect(formatDate('2024-03-05T20:00:00Z', 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-06 01:30:00');
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
});
