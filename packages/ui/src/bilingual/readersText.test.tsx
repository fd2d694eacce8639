import { render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@council/i18n';
import { act } from 'react';
import { InReadersLanguage } from './InReadersLanguage';
import { readersText } from './readersText';

describe('readersText', () => {
  it('gives the Hindi text to a Hindi reader, unmarked', () => {
    expect(readersText({ en: 'Water supply', hi: 'जलापूर्ति' }, 'hi')).toEqual({
      text: 'जलापूर्ति',
      lang: undefined,
    });
  });

  it('falls back to English on a Hindi page, marked as English', () => {
    expect(readersText({ en: 'Water supply', hi: ' ' }, 'hi')).toEqual({
      text: 'Water supply',
      lang: 'en',
    });
  });

  it('gives English to an English reader even when Hindi is filled', () => {
    expect(readersText({ en: 'Water supply', hi: 'जलापूर्ति' }, 'en').text).toBe('Water supply');
  });

  it('falls back to Hindi on an English page, marked as Hindi', () => {
    expect(readersText({ en: null, hi: 'जलापूर्ति' }, 'en')).toEqual({
      text: 'जलापूर्ति',
      lang: 'hi',
    });
  });

  it('is empty when neither is filled', () => {
    expect(readersText({ en: '', hi: undefined }, 'hi')).toEqual({ text: '', lang: undefined });
  });
});

describe('InReadersLanguage', () => {
  beforeAll(() => initI18n());
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('follows the reader when they switch', async () => {
    render(
      <h2>
        <InReadersLanguage en="Water supply" hi="जलापूर्ति" />
      </h2>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Water supply');
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByRole('heading').textContent).toBe('जलापूर्ति');
  });

  it('marks the English fallback on a Hindi page', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <h2>
        <InReadersLanguage en="Water supply" hi={null} />
      </h2>,
    );
    expect(screen.getByText('Water supply')).toHaveAttribute('lang', 'en');
  });
});

describe('InReadersLanguage with nothing filled', () => {
  it('shows what the screen says for an empty text', () => {
    render(
      <p>
        <InReadersLanguage en="" hi={null} empty="N/A" />
      </p>,
    );
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
