import { act, render, renderHook, screen } from '@testing-library/react';
import { i18n, initI18n } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import { councilTexts, useCouncilTexts } from './councilTexts';
import { SentenceWith } from './SentenceWith';

initI18n();

const RAMPUR = councilFrom({ name: 'Rampur Nagar Parishad', address: 'Main Road, Rampur' });

describe("the council's identity in the reader's language", () => {
  it('is the Hindi name, state, address and link labels on a Hindi page', () => {
    const texts = councilTexts(DEMO_COUNCIL, 'hi');
    expect(texts.name).toEqual({ text: 'सुन्दरपुर नगर परिषद', lang: undefined });
    expect(texts.state).toEqual({ text: 'बिहार', lang: undefined });
    expect(texts.address.text).toBe(DEMO_COUNCIL.addressHindi);
    expect(texts.importantLinks[0]).toEqual({
      url: 'https://rtionline.gov.in/',
      label: { text: 'सूचना का अधिकार (RTI)', lang: undefined },
    });
  });

  it('is the English on an English page', () => {
    const texts = councilTexts(DEMO_COUNCIL, 'en');
    expect(texts.name.text).toBe('Sundarpur Nagar Parishad');
    expect(texts.importantLinks[0]?.label.text).toBe('Right to Information (RTI)');
  });

  it('is the English, marked as English, where a council has no Hindi', () => {
    const texts = councilTexts(RAMPUR, 'hi');
    expect(texts.name).toEqual({ text: 'Rampur Nagar Parishad', lang: 'en' });
    expect(texts.address).toEqual({ text: 'Main Road, Rampur', lang: 'en' });
  });

  it('follows the reader when they switch', async () => {
    setSiteConfig({ council: DEMO_COUNCIL });
    const { result } = renderHook(() => useCouncilTexts());
    expect(result.current.name.text).toBe('Sundarpur Nagar Parishad');
    await act(() => i18n.changeLanguage('hi'));
    expect(result.current.name.text).toBe('सुन्दरपुर नगर परिषद');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('a sentence with texts of the council in it', () => {
  const welcome = (values: Record<string, string>) => `${values.name} में आपका स्वागत है`;

  it('is plain text where every value is in the page’s language', () => {
    const { container } = render(
      <p>
        <SentenceWith sentence={welcome} values={{ name: { text: 'रामपुर', lang: undefined } }} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>रामपुर में आपका स्वागत है</p>');
  });

  it('marks a value in the other language with its lang, the sentence around it unmarked', () => {
    render(
      <p>
        <SentenceWith
          sentence={(values) => `© 2026 ${values.name}। ${values.state}`}
          values={{
            name: { text: 'Rampur Nagar Parishad', lang: 'en' },
            state: { text: 'बिहार', lang: undefined },
          }}
        />
      </p>,
    );
    const paragraph = screen.getByText(/सर्वाधिकार|©/);
    expect(paragraph).toHaveTextContent('© 2026 Rampur Nagar Parishad। बिहार');
    expect(screen.getByText('Rampur Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(paragraph.querySelectorAll('[lang]')).toHaveLength(1);
  });
});
