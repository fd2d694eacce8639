import { render, screen, within } from '@testing-library/react';
import { storedFile } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { ComplaintDetails } from './ComplaintDetails';
import { testComplaint } from './testing/testComplaint';

initI18n();

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';

/** The value shown next to a label of the definition list. */
function valueOf(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('the complaint details', () => {
  it('show every field SPEC.md lists, dates as yyyy-MM-dd HH:mm:ss in Indian time', () => {
    render(
      <ComplaintDetails
        complaint={testComplaint({
          status: 'Resolved',
          actionBy: 'Sanitary Inspector',
          actionDate: '2026-03-07T10:15:00.000Z',
          reminders: ['First reminder', 'Second reminder'],
        })}
      />,
    );
    expect(valueOf('Complaint ID')).toHaveTextContent('41');
    expect(valueOf('Ward')).toHaveTextContent('12');
    expect(valueOf('Grievance Type')).toHaveTextContent('Blocked drain');
    expect(valueOf('Additional Information')).toHaveTextContent('Water stands after rain');
    expect(valueOf('Landmark')).toHaveTextContent('Near the girls school');
    expect(valueOf('Your Suggestion')).toHaveTextContent('Clear the drain before the monsoon');
    expect(within(valueOf('Status')).getByText('Resolved')).toHaveClass('council-status-resolved');
    expect(valueOf('Entry Date')).toHaveTextContent('2026-03-05 10:00:15');
    expect(valueOf('Action By')).toHaveTextContent('Sanitary Inspector');
    expect(valueOf('Action Date')).toHaveTextContent('2026-03-07 15:45:00');
    const reminders = within(valueOf('Reminders')).getAllByRole('listitem');
    expect(reminders.map((item) => item.textContent)).toEqual([
      'First reminder',
      'Second reminder',
    ]);
  });

  it('show N/A for what is missing and say there are no reminders or images', () => {
    render(<ComplaintDetails complaint={testComplaint({ landmark: '', actionBy: '' })} />);
    expect(valueOf('Landmark')).toHaveTextContent('N/A');
    expect(valueOf('Action By')).toHaveTextContent('N/A');
    expect(valueOf('Action Date')).toHaveTextContent('N/A');
    expect(valueOf('Reminders')).toHaveTextContent('No reminders.');
    expect(screen.getByText('No images.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('show the number and the due date, marked when overdue', () => {
    render(<ComplaintDetails complaint={testComplaint({ overdue: true })} />);
    expect(valueOf('Complaint number')).toHaveTextContent('SNP/2026/000041');
    expect(valueOf('Due date')).toHaveTextContent('2026-03-09');
    expect(within(valueOf('Due date')).getByText('Overdue')).toHaveClass('badge');
  });

  it('leave the number out where the answer has none', () => {
    render(<ComplaintDetails complaint={testComplaint({ number: '', dueDate: null })} />);
    expect(screen.queryByText('Complaint number')).not.toBeInTheDocument();
    expect(valueOf('Due date')).toHaveTextContent('N/A');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it("say on a public page that the citizen's words are not public while the answer withholds them", () => {
    render(
      <ComplaintDetails
        complaint={testComplaint({ additionalInformation: '', landmark: '', suggestion: ' ' })}
        notPublicText="Not public yet."
      />,
    );
    for (const label of ['Additional Information', 'Landmark', 'Your Suggestion']) {
      expect(valueOf(label)).toHaveTextContent('Not public yet.');
    }
  });

  it('say "None given" for the suggestion a public complaint was filed without', () => {
    render(
      <ComplaintDetails
        complaint={testComplaint({ suggestion: '' })}
        notPublicText="Not public yet."
      />,
    );
    expect(valueOf('Your Suggestion')).toHaveTextContent('None given');
    expect(valueOf('Additional Information')).toHaveTextContent('Water stands after rain');
    expect(valueOf('Landmark')).toHaveTextContent('Near the girls school');
    expect(screen.queryByText('Not public yet.')).not.toBeInTheDocument();
  });

  it('say "None given" for a missing suggestion where every word is shown (the citizen\'s own)', () => {
    render(<ComplaintDetails complaint={testComplaint({ suggestion: '', landmark: '' })} />);
    expect(valueOf('Your Suggestion')).toHaveTextContent('None given');
    expect(valueOf('Landmark')).toHaveTextContent('N/A');
  });

  it('show up to four images, each with its label, leaving out missing ones', () => {
    render(
      <ComplaintDetails
        complaint={testComplaint({
          // As SPEC.md's calls send them (base64); the paged calls' URLs: see StoredImage.
          images: {
            publicImage1: storedFile(JPEG),
            publicImage2: storedFile(PNG),
            actionImage1: null,
            actionImage2: storedFile(JPEG),
          },
        })}
      />,
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Public Image 1',
      'Public Image 2',
      'Action Image 2',
    ]);
    expect(screen.getByRole('img', { name: 'Public Image 1' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${JPEG}`,
    );
    expect(screen.getByRole('img', { name: 'Public Image 2' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG}`,
    );
  });
});
