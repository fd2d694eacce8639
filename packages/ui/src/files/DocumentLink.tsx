import type { ReactNode } from 'react';
import type { StoredFile } from '@council/api-client';
import { downloadPdf } from './base64Files';

export interface DocumentLinkProps {
  document: StoredFile;
  /** The record's words, for the saved file's name where the answer carried base64. */
  title: string;
  className?: string;
  /** The link's accessible name, where its text alone does not say which document. */
  label?: string;
  children: ReactNode;
}

/**
 * Opens a stored PDF in the browser's viewer, in a new tab, by its URL (the API names the file
 * for saving). A PDF that came as base64 (a backend with SPEC.md's calls only) is saved instead:
 * browsers refuse to open data: URLs in a tab.
 */
export function DocumentLink({ document, title, className, label, children }: DocumentLinkProps) {
  if (document.url.startsWith('data:')) {
    return (
      <button
        type="button"
        className={className ?? 'btn btn-link p-0'}
        aria-label={label}
        onClick={() => downloadPdf(document.url, title)}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      href={document.url}
      className={className}
      aria-label={label}
      target="_blank"
      rel="noopener"
      type={document.mediaType || undefined}
    >
      {children}
    </a>
  );
}
