import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { FileField } from './FileField';

initI18n();

function Picker({ error, onChange }: { error?: string; onChange: jest.Mock }) {
  return (
    <FileField
      id="order"
      label="Office order"
      kind="document"
      required
      error={error}
      onChange={onChange}
    >
      <p>preview</p>
    </FileField>
  );
}

describe('the file field', () => {
  it('says what it takes, and offers only that in the picker', () => {
    render(<Picker onChange={jest.fn()} />);
    const input = screen.getByLabelText(/^Office order/);
    expect(input).toHaveAccessibleDescription('PDF, at most 20 MB.');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(input).toBeRequired();
    expect(screen.getByText('preview')).toBeInTheDocument();
  });

  it('checks a file as soon as it is picked and hands it on with what is wrong', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Picker onChange={onChange} />);
    const word = new File(['x'], 'minutes.docx', { type: 'application/msword' });
    await userEvent.upload(screen.getByLabelText(/^Office order/), word, { applyAccept: false });
    const problem = 'minutes.docx is not a PDF file. Choose a PDF file of at most 20 MB.';
    expect(onChange).toHaveBeenLastCalledWith(word, problem);

    // The form shows the refusal it was handed: read out at once, as the person is on the field.
    rerender(<Picker onChange={onChange} error={problem} />);
    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    expect(screen.getByLabelText(/^Office order/)).toBeInvalid();

    const pdf = new File(['%PDF'], 'order.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^Office order/), pdf);
    expect(onChange).toHaveBeenLastCalledWith(pdf, undefined);
  });

  it('leaves a message of the form to the form (no alert of its own)', () => {
    render(<Picker onChange={jest.fn()} error="Document file is required!" />);
    expect(screen.getByText('Document file is required!')).not.toHaveAttribute('role');
  });
});
