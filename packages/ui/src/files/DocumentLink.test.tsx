import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredFile } from '@council/api-client';
import { DocumentLink } from './DocumentLink';

const pdf = (url: string): StoredFile => ({
  url,
  mediaType: 'application/pdf',
  byteSize: 1_234_567,
  width: null,
  height: null,
  renditions: [],
});

const BY_URL = 'https://api.council.example/api/files/9/00112233aabbccdd/Water%20tax.pdf';

describe('a document link', () => {
  it('opens the PDF by its URL in a new tab', () => {
    render(
      <DocumentLink document={pdf(BY_URL)} title="Water tax" label="View Water tax (PDF)">
        View
      </DocumentLink>,
    );
    const link = screen.getByRole('link', { name: 'View Water tax (PDF)' });
    expect(link).toHaveAttribute('href', BY_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveTextContent('View');
  });

  it('is named by its text when given no label', () => {
    render(
      <DocumentLink document={pdf(BY_URL)} title="Water tax" className="btn btn-primary">
        Water tax
      </DocumentLink>,
    );
    expect(screen.getByRole('link', { name: 'Water tax' })).toHaveClass('btn btn-primary');
  });

  it('saves a PDF that came as base64 under its title, since a tab cannot open a data: URL', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    render(
      <DocumentLink
        document={pdf(`data:application/pdf;base64,${btoa('%PDF-1.4')}`)}
        title="Budget 2026"
      >
        Download
      </DocumentLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual(['Budget 2026.pdf']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});
