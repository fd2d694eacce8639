import { useEffect, useRef, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@council/i18n';
import { useCouncilTexts } from '../council/councilTexts';
import { SentenceWith } from '../council/SentenceWith';
import { Modal } from '../modal/Modal';
import { hostOf } from './externalAddress';
import './LeavingDialog.css';

interface Props {
  href: string;
  newWindow: boolean;
  open: boolean;
  onClose: () => void;
}

// A click or Escape inside the dialog is not one on the page behind it (the dialog is in <body>,
// but React passes its events to the link's ancestors): a menu that closes on an outside click
// or on Escape stays open, so that focus can go back to the link.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * 'You are leaving the website of {council} for {site}', asked before a link leads to another
 * site (GIGW). Continue follows the link (a real link: a new window where the link opens one);
 * Cancel, Escape and the close button stay. Focus starts on Continue, the reader's own choice,
 * and goes back to the link on closing.
 */
export default function LeavingDialog({ href, newWindow, open, onClose }: Props) {
  const { t } = useTranslation('ui');
  const { name } = useCouncilTexts();
  const proceed = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // After the modal's own effect has shown the dialog (children's effects run first).
    if (open) proceed.current?.focus();
  }, [open]);

  const site = { text: hostOf(href) ?? href, lang: undefined };
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onClick={keepInside}
      onKeyDown={(event) => {
        if (event.key === 'Escape') keepInside(event);
      }}
    >
      <Modal title={t('links.leaving.title')} open={open} onClose={onClose}>
        <p>
          <SentenceWith
            sentence={(values) => t('links.leaving.where', values)}
            values={{ council: name, site }}
          />
        </p>
        <p>{t('links.leaving.notOurs')}</p>
        <div className="council-leaving-actions">
          <a
            ref={proceed}
            className="btn btn-primary"
            href={href}
            target={newWindow ? '_blank' : undefined}
            rel="noreferrer"
            // Closed after the browser has followed it: a link taken out of the page at once
            // would lead nowhere.
            onClick={() => window.setTimeout(onClose, 0)}
          >
            {t('links.leaving.continue')}
          </a>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('links.leaving.cancel')}
          </button>
        </div>
      </Modal>
    </div>,
    document.body,
  );
}
