import { render, screen } from '@testing-library/react';
import { StandaloneApp, type StandaloneRoute } from './StandaloneApp';

function NoticeScreen({ kind }: { kind: string }) {
  return <h1>Screen for {kind}</h1>;
}

const routes: StandaloneRoute[] = [
  { path: '/', load: async () => ({ default: NoticeScreen }), props: { kind: 'notice' } },
  {
    path: '/circulars',
    load: async () => ({ default: NoticeScreen }),
    props: { kind: 'circular' },
  },
];

describe('the stand-alone page of a remote', () => {
  it('shows the screen of the address with its props, and links to every route', async () => {
    render(<StandaloneApp title="Public site" routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Screen for notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/circulars' })).toHaveAttribute('href', '/circulars');
  });
});
