import { useState, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { useFieldErrors } from './useFieldErrors';

initI18n();

type Field = 'title' | 'place' | 'date';
const ORDER: readonly Field[] = ['title', 'place', 'date'];
const MESSAGES: Record<Field, string> = {
  title: 'Enter a title.',
  place: 'Enter a place.',
  date: 'Enter a date.',
};

/** A form of three required fields whose checks say every missing one. */
function EventForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ title: '', place: '', date: '' });
  const errors = useFieldErrors<Field>((field) => `event-${field}`);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = Object.fromEntries(
      ORDER.filter((field) => values[field].trim() === '').map((field) => [field, MESSAGES[field]]),
    );
    if (errors.report(found, ORDER)) onSent();
  }
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary summary={errors.summary} />
      {ORDER.map((field) => (
        <TextField
          key={field}
          id={`event-${field}`}
          label={field}
          required
          value={values[field]}
          error={errors.errorOf(field)}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            errors.forget(field);
          }}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

describe('the field errors of a form', () => {
  it('shows every message at once beside its field, in a summary read out, focus on the first', async () => {
    const onSent = jest.fn();
    render(<EventForm onSent={onSent} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'title' }), 'Fair');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems: fix them and try again.');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter a place.', '#event-place'],
      ['Enter a date.', '#event-date'],
    ]);
    const place = screen.getByRole('textbox', { name: 'place' });
    expect(place).toHaveFocus();
    expect(place).toHaveAccessibleDescription('Enter a place.');
    expect(screen.getByRole('textbox', { name: 'date' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'title' })).not.toBeInvalid();
    expect(onSent).not.toHaveBeenCalled();

    await userEvent.click(links[1] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'date' })).toHaveFocus();
  });

  it('drops a message when its field changes, and lets the form go once all are fixed', async () => {
    const onSent = jest.fn();
    render(<EventForm onSent={onSent} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'title' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'title' }), 'Fair');
    expect(screen.getByRole('textbox', { name: 'title' })).not.toBeInvalid();
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'place' }), 'Ghat');
    await userEvent.type(screen.getByRole('textbox', { name: 'date' }), '2024-05-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});
