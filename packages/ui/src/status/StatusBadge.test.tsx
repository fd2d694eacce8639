import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('the status badge', () => {
  it.each([
    ['Resolved', 'text-bg-success'],
    ['Pending', 'text-bg-warning'],
    ['Open', 'text-bg-warning'],
    ['Rejected', 'text-bg-danger'],
    ['Closed', 'text-bg-dark'],
    ['Escalated', 'text-bg-secondary'],
  ])('shows %s in words with %s', (status, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveClass('badge', tone);
  });
});
