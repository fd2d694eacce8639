import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('puts each value in place of its {{name}}, spaces inside the braces allowed', () => {
    expect(interpolate('{{who}} closed {{ number }}', { who: 'Asha', number: 'C-12' }, 'en')).toBe(
      'Asha closed C-12',
    );
  });

  it('writes a value as it is, neither HTML-escaped nor searched for placeholders', () => {
    expect(interpolate('Role: {{role}}', { role: 'R&D <staff> {{x}}', x: 'no' }, 'en')).toBe(
      'Role: R&D <staff> {{x}}',
    );
  });

  it('writes numbers and other values as strings, undefined and null as nothing', () => {
    expect(
      interpolate(
        '{{n}} {{yes}} [{{gone}}] [{{none}}]',
        { n: 3, yes: true, gone: undefined, none: null },
        'en',
      ),
    ).toBe('3 true [] []');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Hello {{name}}', {}, 'en')).toBe('Hello {{name}}');
  });

  it('writes {{count, number}} as a number of the language', () => {
    expect(interpolate('{{count, number}} views', { count: 1234567 }, 'en')).toBe(
      '1,234,567 views',
    );
    expect(interpolate('{{count, number}} बार', { count: 1234567 }, 'hi')).toBe('12,34,567 बार');
  });

  it('writes a value with a format it does not know as it is', () => {
    expect(interpolate('{{when, datetime}}', { when: '2026-01-02' }, 'en')).toBe('2026-01-02');
  });
});
