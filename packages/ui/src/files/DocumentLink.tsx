import type { ReactNode } from 'react';
import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { downloadPdf } from './base64Files';
import './DocumentLink.css';
import { fileFactsText } from './useFileFacts';

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
 * browsers refuse to open data: URLs in a tab. Every document link of the site says after its
 * text what it opens, '(PDF, 245 KB)' (GIGW), and that is part of its accessible name: in its
 * content, or at the end of `label` where one is given.
 */
export function DocumentLink({ document, title, className, label, children }: DocumentLinkProps) {
  const { t } = useTranslation('ui');
  const facts = fileFactsText(document, t);
  const inBrackets = facts ? t('files.inBrackets', { facts }) : '';
  const name = label && inBrackets ? `${label} ${inBrackets}` : label;
  const content = (
    <>
      {children}
      {inBrackets && (
        <>
          {' '}
          <span className="council-file-facts">{inBrackets}</span>
        </>
      )}
    </>
  );
  if (document.url.startsWith('data:')) {
    return (
      <button
        type="button"
        className={className ?? 'btn btn-link p-0'}
        aria-label={name}
        onClick={() => downloadPdf(document.url, title)}
      >
        {content}
      </button>
    );
  }
  return (
    <a
      href={document.url}
      className={className}
      aria-label={name}
      target="_blank"
      rel="noopener"
      type={document.mediaType || undefined}
    >
      {content}
    </a>
  );
}
