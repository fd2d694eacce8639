import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { i18n } from './instance';
import { useTranslation } from './useTranslation';

function Files({ count, onT }: { count: number; onT?: () => void }) {
  const { t, i18n: active } = useTranslation('hook-test');
  useEffect(() => onT?.(), [t, onT]);
  return (
    <p lang={active.language}>
      {t('files', { count })} {t('label', { ns: 'other-test' })}
    </p>
  );
}

beforeAll(() => {
  i18n.init('en');
  i18n.addResourceBundle('en', 'hook-test', {
    files_one: '{{count}} file',
    files_other: '{{count}} files',
  });
  i18n.addResourceBundle('hi', 'hook-test', {
    files_one: '{{count}} फ़ाइल',
    files_other: '{{count}} फ़ाइलें',
  });
  i18n.addResourceBundle('en', 'other-test', { label: 'Files' });
});

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('useTranslation', () => {
  it("reads its namespace's texts, another's when told, in the language read now", () => {
    render(<Files count={2} />);
    expect(screen.getByText('2 files Files')).toHaveAttribute('lang', 'en');
  });

  it('renders again in the new language, with a new t for effects that depend on it', async () => {
    const onT = jest.fn();
    render(<Files count={1} onT={onT} />);
    expect(onT).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('hi'));

    expect(screen.getByText('1 फ़ाइल Files')).toHaveAttribute('lang', 'hi');
    expect(onT).toHaveBeenCalledTimes(2);
  });

  it('renders again when texts are added after the first render', () => {
    render(<Files count={3} />);
    act(() => i18n.addResourceBundle('en', 'other-test', { label: 'Documents' }));
    expect(screen.getByText('3 files Documents')).toBeInTheDocument();
  });
});
