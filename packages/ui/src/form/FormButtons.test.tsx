import { fireEvent, render, screen } from '@testing-library/react';
import { FormButtons } from './FormButtons';

function Form({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit(): void; onCancel(): void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormButtons submitText="Send" cancelText="Cancel" busy={busy} onCancel={onCancel} />
    </form>
  );
}

describe('the form buttons', () => {
  it('send the form, or cancel it without sending', () => {
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    render(<Form busy={false} onSubmit={onSubmit} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onSubmit.mock.calls.length, onCancel.mock.calls.length]).toEqual([0, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect([onSubmit.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('btn-primary');
  });

  it('cannot be pressed while the form is being sent', () => {
    render(<Form busy onSubmit={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
