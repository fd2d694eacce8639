import { render } from '@testing-library/react';
import { DEMO_COUNCIL, useScreenTitle } from '@council/site-config';
import { PageTitle } from './PageTitle';

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
