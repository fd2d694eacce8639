import { render, screen } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import { StatusCounts } from './StatusCounts';

initI18n();

jest.mock('./ComplaintStatusChart', () => ({
  ComplaintStatusChart: (props: { size: number; radius: number; label: string }) => (
    <canvas role="img" aria-label={props.label} width={props.size} data-radius={props.radius} />
  ),
}));

const labels = {
  chartLabel: 'Pie chart of complaints per status',
  listLabel: 'Complaints by status',
};
const counts = [
  { status: 'Open', count: 2 },
  { status: 'Resolved', count: 1 },
];

describe('the complaint counts', () => {
  it('lists a line per status and draws the 400x400 pie of radius 150', () => {
    render(<StatusCounts counts={counts} loading={false} {...labels} />);
    const list = screen.getByRole('list', { name: 'Complaints by status' });
    expect(list).toHaveTextContent('Open: 2 complaint(s)Resolved: 1 complaint(s)');
    const pie = screen.getByRole('img', { name: 'Pie chart of complaints per status' });
    expect(pie).toHaveAttribute('width', '400');
    expect(pie).toHaveAttribute('data-radius', '150');
  });

  it('says it is loading, then its none text or nothing when there is nothing to count', () => {
    const { rerender } = render(<StatusCounts counts={[]} loading {...labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading complaint counts...');
    rerender(<StatusCounts counts={[]} loading={false} {...labels} noneText="None yet." />);
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    rerender(<StatusCounts counts={[]} loading={false} {...labels} />);
    expect(document.body.textContent).toBe('');
  });
});
