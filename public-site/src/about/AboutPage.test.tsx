import { screen } from '@testing-library/react';
import { DEMO_COUNCIL } from '@council/site-config';
import { renderScreen } from '../testing/renderScreen';
import { anAboutEntry, anOfficial, failWith, fakeApi, PENDING } from '@council/api-fake';
import AboutPage from './AboutPage';

const OFFICIALS = 'GET /api/Public/minister-officer-employee-by-designations';
const api = fakeApi({ otherCalls: 'empty list' });

describe('the about page', () => {
  it("says 'Loading employees...' while the officials load", async () => {
    api.answer(OFFICIALS, PENDING);
    renderScreen(<AboutPage />);
    expect(await screen.findByText('Loading employees...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('shows the welcome, the about text and the officials', async () => {
    api.answers({
      'GET /api/Public/about': [anAboutEntry({ name: 'Town', description: 'Founded in 1869.' })],
      [OFFICIALS]: [anOfficial({ id: 2, name: 'Mohan Lal', designation: 'Executive Officer' })],
    });
    renderScreen(<AboutPage />);
    expect(await screen.findByText('Mohan Lal')).toBeInTheDocument();
    expect(screen.getByText('Founded in 1869.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Welcome to ${DEMO_COUNCIL.name}` }),
    ).toBeInTheDocument();
  });

  it('holds the officials until the about text is in, so they never move in view', async () => {
    api.answers({
      'GET /api/Public/about': PENDING,
      [OFFICIALS]: [anOfficial({ id: 2, name: 'Mohan Lal', designation: 'Executive Officer' })],
    });
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Mohan Lal')).not.toBeInTheDocument();
  });

  it('says when there are no members', async () => {
    renderScreen(<AboutPage />);
    expect(await screen.findByText('No members to show.')).toBeInTheDocument();
  });

  it('shows the error line in the officials block', async () => {
    api.answer('GET /api/Public/about', failWith(500));
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load about items');
  });

  it('says when the officials fail', async () => {
    api.answer(OFFICIALS, failWith(503));
    renderScreen(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load employee data');
  });
});
