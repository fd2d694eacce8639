import { render, screen, within } from '@testing-library/react';
import { StatusLegend } from './StatusLegend';

describe("the status chart's legend", () => {
  it("says each status and its count in words, beside a square of the status's colour", () => {
    render(
      <StatusLegend
        label="Complaints by status"
        entries={[
          { status: 'Open', text: 'Open: 3' },
          { status: 'Pending', text: 'Pending: 1' },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Complaints by status' });
    const lines = within(legend).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Open: 3', 'Pending: 1']);
    const swatch = (line: HTMLElement) => line.querySelector('.council-status-swatch');
    expect(swatch(lines[0] as HTMLElement)).toHaveClass('council-status-open');
    expect(swatch(lines[1] as HTMLElement)).toHaveClass('council-status-pending');
    // The square is the colour's; the words say the rest (WCAG 1.4.1).
    expect(swatch(lines[0] as HTMLElement)).toHaveAttribute('aria-hidden', 'true');
  });
});
