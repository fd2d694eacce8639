import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ScreenPageNoteProvider, useScreenPage, type ScreenPageFacts } from './screenPage';

function ItemScreen(facts: ScreenPageFacts) {
  useScreenPage(facts);
  return <p>item</p>;
}

describe('what a screen says of its page', () => {
  it('reaches the server render that provides a note', () => {
    const noted: ScreenPageFacts[] = [];
    renderToString(
      <ScreenPageNoteProvider value={(facts) => noted.push(facts)}>
        <ItemScreen description="Water cut on Monday" />
      </ScreenPageNoteProvider>,
    );
    expect(noted).toEqual([{ description: 'Water cut on Monday' }]);
  });

  it('says when the item is not found', () => {
    const noted: ScreenPageFacts[] = [];
    renderToString(
      <ScreenPageNoteProvider value={(facts) => noted.push(facts)}>
        <ItemScreen notFound />
      </ScreenPageNoteProvider>,
    );
    expect(noted).toEqual([{ notFound: true }]);
  });

  it('does nothing in the browser, where no render asks', () => {
    expect(() => render(<ItemScreen description="x" />)).not.toThrow();
  });
});
