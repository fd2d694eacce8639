import { render, screen } from '@testing-library/react';
import { ScrollArea } from './ScrollArea';

/** Gives every element the sizes a browser would measure for a box of this height. */
function measuredAs(content: number, shown: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(content);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(shown);
}

describe('a scroll area (issue 25)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes a Tab stop while it has more than it shows, so that a keyboard can scroll it', () => {
    measuredAs(900, 400);
    render(
      <ScrollArea label="Press Release" className="box">
        <p>Many cards</p>
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Press Release' })).toHaveAttribute('tabindex', '0');
  });

  it('takes none when everything fits: a Tab stop there would do nothing', () => {
    measuredAs(300, 400);
    render(
      <ScrollArea label="Press Release" className="box">
        <p>Two cards</p>
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Press Release' })).not.toHaveAttribute('tabindex');
  });
});
