import { render, screen, within } from '@testing-library/react';
import type { StoredFile } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { ComplaintFacts } from './ComplaintFacts';
import { testTrackedComplaint } from './testing/testGrievance';

initI18n();

function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

const photo: StoredFile = {
  url: 'http://api.test/files/after.jpg',
  mediaType: 'image/jpeg',
  byteSize: 1000,
  width: 800,
  height: 600,
  renditions: [],
};

describe('the complaint facts', () => {
  it('show the number, status, category, ward, filing and due dates', () => {
    render(<ComplaintFacts complaint={testTrackedComplaint()} />);
    expect(valueOf('Complaint number')).toHaveTextContent('SNP/2026/000123');
    expect(within(valueOf('Status')).getByText('Open')).toHaveClass('badge');
    expect(valueOf('Category')).toHaveTextContent('Blocked drain');
    expect(valueOf('Ward')).toHaveTextContent('12');
    expect(valueOf('Filed on')).toHaveTextContent('05/Mar/2026 10:00');
    expect(valueOf('Due date')).toHaveTextContent('09/Mar/2026');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    // Nothing came of it yet: no rows for the action or a rejection.
    expect(screen.queryByText('Action taken')).not.toBeInTheDocument();
    expect(screen.queryByText('Reason for rejection')).not.toBeInTheDocument();
  });

  it('mark an overdue complaint beside its due date', () => {
    render(<ComplaintFacts complaint={testTrackedComplaint({ overdue: true })} />);
    expect(within(valueOf('Due date')).getByText('Overdue')).toHaveClass('badge');
  });

  it('say when there is no due date', () => {
    render(<ComplaintFacts complaint={testTrackedComplaint({ dueDate: null })} />);
    expect(valueOf('Due date')).toHaveTextContent('Not set');
  });

  it('show the action taken with its photos, and a rejection reason', () => {
    render(
      <ComplaintFacts
        complaint={testTrackedComplaint({
          status: 'Resolved',
          actionTaken: 'Drain cleared',
          actionPhotos: [photo],
          rejectionReason: 'Not the council’s road',
        })}
      />,
    );
    expect(valueOf('Action taken')).toHaveTextContent('Drain cleared');
    expect(
      within(valueOf('Photos of the action')).getByRole('link', {
        name: 'Photo 1 of the action taken',
      }),
    ).toHaveAttribute('href', photo.url);
    expect(valueOf('Reason for rejection')).toHaveTextContent('Not the council’s road');
  });
});
