import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { ComplaintDetailsModal } from './ComplaintDetailsModal';
import { testComplaint } from './testing/testComplaint';

initI18n();

describe('the complaint details modal', () => {
  it("is titled 'Complaint Details', shows the complaint and closes", async () => {
    const onClose = jest.fn();
    render(<ComplaintDetailsModal open complaint={testComplaint()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Complaint Details' });
    expect(dialog).toHaveTextContent('Blocked drain');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows what the page puts under the details', () => {
    render(
      <ComplaintDetailsModal open complaint={testComplaint()} onClose={() => undefined}>
        <a href="/inquiry?complaint=41">Open the complaint&apos;s page</a>
      </ComplaintDetailsModal>,
    );
    expect(screen.getByRole('link', { name: "Open the complaint's page" })).toBeInTheDocument();
  });

  it("says 'Complaint not found.' when there is no complaint to show", () => {
    render(<ComplaintDetailsModal open complaint={null} onClose={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Complaint not found.');
  });
});
