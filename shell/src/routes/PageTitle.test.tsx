import { act, render } from '@testing-library/react';
import { initI18n, setLanguage } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig, useScreenTitle } from '@council/site-config';
import { PageTitle } from './PageTitle';

initI18n();

function TenderScreen({ title }: { title: string | null }) {
  useScreenTitle(title);
  return null;
}

describe("the page's title", () => {
  it("is the route's title, then the council's name", () => {
    render(<PageTitle title="Active Tenders" />);
    expect(document.title).toBe(`Active Tenders - ${DEMO_COUNCIL.name}`);
  });

  it('is the item its screen names once known, and the route’s again when that screen closes', () => {
    const { rerender } = render(
      <>
        <PageTitle title="Tender Details" />
        <TenderScreen title={null} />
      </>,
    );
    expect(document.title).toBe(`Tender Details - ${DEMO_COUNCIL.name}`);

    rerender(
      <>
        <PageTitle title="Tender Details" />
        <TenderScreen title="Supply of street lights" />
      </>,
    );
    expect(document.title).toBe(`Supply of street lights - ${DEMO_COUNCIL.name}`);

    rerender(<PageTitle title="Active Tenders" />);
    expect(document.title).toBe(`Active Tenders - ${DEMO_COUNCIL.name}`);
  });
});

describe("the page's title in Hindi", () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL })));

  it("ends with the council's Hindi name", () => {
    render(<PageTitle title="वर्तमान निविदाएँ" />);
    expect(document.title).toBe(`वर्तमान निविदाएँ - ${DEMO_COUNCIL.nameHindi}`);
  });

  it('ends with its English name where it has no Hindi one', () => {
    act(() => setSiteConfig({ council: councilFrom({ name: 'Rampur Nagar Parishad' }) }));
    render(<PageTitle title="वर्तमान निविदाएँ" />);
    expect(document.title).toBe('वर्तमान निविदाएँ - Rampur Nagar Parishad');
  });
});
