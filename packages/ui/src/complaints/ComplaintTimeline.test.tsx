import { render, screen, within } from '@testing-library/react';
import type { StoredFile } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { ComplaintTimeline } from './ComplaintTimeline';
import { testEvent } from './testing/testGrievance';

initI18n();

const photo = (name: string): StoredFile => ({
  url: `http://api.test/files/${name}`,
  mediaType: 'image/jpeg',
  byteSize: 1000,
  width: 800,
  height: 600,
  renditions: [],
});

const officer = { id: 7, name: 'Ravi Kumar', designation: 'Sanitary Inspector' };

describe('the complaint timeline', () => {
  it('lists every entry in order with its date, words, statuses and who', () => {
    render(
      <ComplaintTimeline
        events={[
          testEvent(),
          testEvent({
            at: '2026-03-05T06:00:00.000Z',
            kind: 'assign',
            fromStatus: 'Open',
            toStatus: 'Pending',
            byRole: 'admin',
            byName: 'Asha Admin',
            officer,
            comment: 'Please look today',
          }),
          testEvent({ kind: 'reassign', fromStatus: 'Pending', toStatus: 'Pending', officer }),
          testEvent({
            kind: 'reject',
            fromStatus: 'Pending',
            toStatus: 'Rejected',
            comment: 'Duplicate',
          }),
          testEvent({
            kind: 'resolve',
            fromStatus: 'Pending',
            toStatus: 'Resolved',
            byRole: 'officer',
            comment: 'Cleared',
          }),
          testEvent({
            kind: 'reopen',
            fromStatus: 'Resolved',
            toStatus: 'Pending',
            comment: 'Still blocked',
          }),
          testEvent({ kind: 'accept', fromStatus: 'Resolved', toStatus: 'Closed', rating: 4 }),
          testEvent({
            kind: 'close',
            fromStatus: 'Resolved',
            toStatus: 'Closed',
            byRole: 'system',
          }),
          testEvent({
            kind: 'remind',
            fromStatus: 'Pending',
            toStatus: 'Pending',
            comment: 'Any news?',
          }),
          testEvent({
            kind: 'hide',
            fromStatus: 'Pending',
            toStatus: 'Pending',
            byRole: 'officer',
          }),
          testEvent({
            kind: 'show',
            fromStatus: 'Pending',
            toStatus: 'Pending',
            byRole: 'officer',
          }),
          testEvent({ kind: 'recorded', fromStatus: null, toStatus: 'Resolved', byRole: 'system' }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'History of the complaint' });
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('strong').textContent)).toEqual([
      'Filed',
      'Accepted and assigned to Ravi Kumar, Sanitary Inspector',
      'Reassigned to Ravi Kumar, Sanitary Inspector',
      'Rejected',
      'Resolved',
      'Reopened by the citizen',
      'Accepted by the citizen, rated 4 of 5',
      'Closed: not reopened within 7 days',
      'Reminder sent',
      "Citizen's text hidden from the public",
      "Citizen's text shown again",
      'Status recorded before the desk',
    ]);
    const assigned = entries[1] as HTMLElement;
    // 06:00 UTC is 11:30 in India.
    expect(within(assigned).getByText('05/Mar/2026 11:30')).toHaveAttribute(
      'datetime',
      '2026-03-05T06:00:00.000Z',
    );
    expect(assigned).toHaveTextContent('Status: Open → to Pending');
    expect(within(assigned).getByText('Open')).toHaveClass('badge');
    expect(assigned).toHaveTextContent('By: Asha Admin');
    expect(assigned).toHaveTextContent('Comment: Please look today');
    expect(entries[0]).toHaveTextContent('By: Citizen');
    expect(entries[3]).toHaveTextContent('Reason: Duplicate');
    expect(entries[4]).toHaveTextContent('By: Officer');
    expect(entries[4]).toHaveTextContent('What was done: Cleared');
    expect(entries[7]).toHaveTextContent('By: System');
    expect(entries[8]).toHaveTextContent('Message: Any news?');
    // A move that keeps the status shows it once, without an arrow.
    expect(entries[8]).not.toHaveTextContent('→');
    expect(within(entries[8] as HTMLElement).getAllByText('Pending')).toHaveLength(1);
  });

  it('shows photos as thumbnails that open in full size', () => {
    render(
      <ComplaintTimeline
        events={[testEvent({ kind: 'resolve', photos: [photo('a.jpg'), photo('b.jpg')] })]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'http://api.test/files/a.jpg',
      'http://api.test/files/b.jpg',
    ]);
    expect(
      screen.getByRole('link', { name: 'Photo 2 of this entry, opens full size' }),
    ).toContainElement(screen.getByRole('img', { name: 'Photo 2 of this entry, opens full size' }));
  });

  it('says so when there is no history', () => {
    render(<ComplaintTimeline events={[]} />);
    expect(screen.getByText('No history yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
