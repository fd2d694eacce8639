import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

function Ward({ error, hint }: { error?: string; hint?: string }) {
  return (
    <FormField id="ward" label="Ward" required error={error} hint={hint}>
      {(control, invalid) => (
        <input
          {...control}
          required
          className={invalid ? 'form-control is-invalid' : 'form-control'}
        />
      )}
    </FormField>
  );
}

describe('the form field', () => {
  it('labels its control, with a star that screen readers skip', () => {
    render(<Ward />);
    const input = screen.getByRole('textbox', { name: 'Ward' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('ties its hint and its error to the control, and marks it invalid', () => {
    render(<Ward hint="As on your bill" error="Please choose a ward." />);
    const input = screen.getByRole('textbox', { name: 'Ward' });
    expect(input).toHaveAccessibleDescription('As on your bill Please choose a ward.');
    expect(input).toBeInvalid();
    expect(input).toHaveClass('is-invalid');
  });

  it('makes up an id for its control where the form names none', () => {
    render(
      <>
        <FormField label="Street" hint="As on your bill">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Town">{(control) => <input {...control} />}</FormField>
      </>,
    );
    const street = screen.getByRole('textbox', { name: 'Street' });
    expect(street).toHaveAccessibleDescription('As on your bill');
    expect(street.id).not.toBe(screen.getByRole('textbox', { name: 'Town' }).id);
  });
});
