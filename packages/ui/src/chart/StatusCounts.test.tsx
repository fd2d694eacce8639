import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, queryOptions } from '@council/query';
import type { StatusCount } from '@council/api-client';
import { testQueryClient } from '@council/api-client/src/testing';
import { initI18n } from '@council/i18n';
import { StatusCounts } from './StatusCounts';

initI18n();
// Each test spies on the console afresh (a second spyOn would return the first, with its calls).
afterEach(() => jest.restoreAllMocks());

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

/**
 * The count call answering `answer` (or failing with it), in a fresh cache of the site's kind
 * (which writes the logs of failed reads) that does not retry.
 */
function countsCall(answer: () => Promise<StatusCount[]>) {
  return queryOptions({ queryKey: ['counts'], queryFn: answer });
}
function InCache({ children }: { children: ReactNode }) {
  // One cache for the life of the rendered screen, not one per render.
  const [client] = useState(testQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the complaint counts', () => {
  it('lists a line per status and draws the 400x400 pie of radius 150', async () => {
    render(<StatusCounts query={countsCall(async () => counts)} {...labels} />, {
      wrapper: InCache,
    });
    const list = await screen.findByRole('list', { name: 'Complaints by status' });
    expect(list).toHaveTextContent('Open: 2 complaint(s)Resolved: 1 complaint(s)');
    const pie = screen.getByRole('img', { name: 'Pie chart of complaints per status' });
    expect(pie).toHaveAttribute('width', '400');
    expect(pie).toHaveAttribute('data-radius', '150');
  });

  it('says it is loading, then its none text when there is nothing to count', async () => {
    render(<StatusCounts query={countsCall(async () => [])} {...labels} noneText="None yet." />, {
      wrapper: InCache,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading complaint counts...');
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
  });

  it('shows nothing, and logs why where asked, when the call fails and there is no none text', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('down');
    const { container } = render(
      <StatusCounts
        query={countsCall(() => Promise.reject(failure))}
        {...labels}
        failureLog="The complaint counts could not be loaded."
      />,
      { wrapper: InCache },
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith('The complaint counts could not be loaded.', failure);
  });

  it('fails silently where no log is asked for', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <StatusCounts query={countsCall(() => Promise.reject(new Error('down')))} {...labels} />,
      { wrapper: InCache },
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(logged).not.toHaveBeenCalled();
  });
});
