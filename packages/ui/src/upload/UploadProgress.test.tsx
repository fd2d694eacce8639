import { render, screen } from '@testing-library/react';
import { UploadProgress } from './UploadProgress';

describe('the upload progress', () => {
  it('shows how much has gone out, as a bar and in words read out as they change', () => {
    render(<UploadProgress percent={46} text="Uploading... 46%" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading... 46%' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading... 46%');
  });
});
