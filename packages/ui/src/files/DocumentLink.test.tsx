import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredFile } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { DocumentLink } from './DocumentLink';

initI18n();

const pdf = (url: string, byteSize: number | null = 1_234_567): StoredFile => ({
  url,
  mediaType: 'application/pdf',
  byteSize,
  width: null,
  height: null,
  renditions: [],
});

const BY_URL = 'https://api.council.example/api/files/9/00112233aabbccdd/Water%20tax.pdf';

describe('a document link', () => {
  it('opens the PDF by its URL in a new tab, its name ending with its format and size', () => {
    render(
      <DocumentLink document={pdf(BY_URL)} title="Water tax" label="View Water tax">
        View
      </DocumentLink>,
    );
    const link = screen.getByRole('link', { name: 'View Water tax (PDF, 1.2 MB)' });
    expect(link).toHaveAttribute('href', BY_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveTextContent('View (PDF, 1.2 MB)');
  });

  it('is named by its text when given no label, the facts shown after it', () => {
    render(
      <DocumentLink document={pdf(BY_URL, 250_880)} title="Water tax" className="btn btn-primary">
        <span lang="hi">जल कर</span>
      </DocumentLink>,
    );
    const link = screen.getByRole('link', { name: 'जल कर (PDF, 245 KB)' });
    expect(link).toHaveClass('btn btn-primary');
    // Only the title is in the other language; the facts are in the page's.
    expect(link.querySelector('[lang="hi"]')).toHaveTextContent(/^जल कर$/);
  });

  it('says the format alone where the size is not known', () => {
    render(
      <DocumentLink document={pdf(BY_URL, null)} title="Water tax">
        Water tax
      </DocumentLink>,
    );
    expect(screen.getByRole('link', { name: 'Water tax (PDF)' })).toBeInTheDocument();
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
        document={pdf(`data:application/pdf;base64,${btoa('%PDF-1.4')}`, null)}
        title="Budget 2026"
      >
        Download
      </DocumentLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // Its size counted from the base64 it came as.
    await userEvent.click(screen.getByRole('button', { name: 'Download (PDF, 1 KB)' }));
    expect(saved).toEqual(['Budget 2026.pdf']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});
