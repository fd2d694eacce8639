import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

function Mobile(props: { starred?: boolean; error?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="mobile"
      label="Mobile number"
      value={value}
      required
      starred={props.starred}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      hint="10 digits."
      error={props.error}
      onChange={(typed) => {
        setValue(typed);
        props.onValue?.(typed);
      }}
    />
  );
}

describe('the text field', () => {
  it('is a labelled, required input of the given kind that hands on what is typed', async () => {
    const typed: string[] = [];
    render(<Mobile onValue={(value) => typed.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('id', 'mobile');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toBeRequired();
    expect(input).toHaveClass('form-control');
    expect(input).not.toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('10 digits.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.type(input, '98');
    expect(input).toHaveValue('98');
    expect(typed).toEqual(['9', '98']);
  });

  it('leaves the star out when told to, and the input stays required', () => {
    render(<Mobile starred={false} />);
    expect(screen.getByLabelText('Mobile number')).toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('shows its error, marks the input invalid and ties the error to it', () => {
    render(<Mobile error="Please enter your mobile number." />);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toBeInvalid();
    expect(input).toHaveClass('form-control', 'is-invalid');
    expect(input).toHaveAccessibleDescription('10 digits. Please enter your mobile number.');
  });
});
