import { renderToString } from 'react-dom/server';
import { QueryClientProvider, useQuery } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { renderWithAnswers } from './renderWithAnswers';
import { answersOf } from './testing';

const never = () => new Promise<string>(() => undefined);

/** A frame's line: its read's answer, or what shows before it ('…'). */
function Line({ name, load }: { name: string; load: () => Promise<string> }) {
  return <p>{useQuery({ queryKey: [name], queryFn: load }).data ?? '…'}</p>;
}

function renderFrame(loads: Record<string, () => Promise<string>>) {
  const client = createQueryClient({ queries: { retry: false } });
  const render = () =>
    renderToString(
      <QueryClientProvider client={client}>
        {Object.entries(loads).map(([name, load]) => (
          <Line key={name} name={name} load={load} />
        ))}
      </QueryClientProvider>,
    );
  return renderWithAnswers(client, render, { required: false, withinMs: 50 });
}

describe('renderWithAnswers, with reads that may go unanswered', () => {
  it('renders with the answers that came in time, and hands over only those', async () => {
    const started = Date.now();
    const { html, calls } = await renderFrame({
      news: async () => 'Roads repaired',
      failed: () => Promise.reject(new Error('Request failed with status code 500')),
      slow: never,
    });
    expect(html).toBe('<p>Roads repaired</p><p>…</p><p>…</p>');
    expect(answersOf(calls)).toEqual({ '["news"]': 'Roads repaired' });
    // The slow read held the render no longer than its limit, and was not asked again.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks each read once', async () => {
    const slow = jest.fn(never);
    const failed = jest.fn(() => Promise.reject(new Error('down')));
    await renderFrame({ slow, failed });
    expect(slow).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
