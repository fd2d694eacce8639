import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { ExternalIcon } from './ExternalIcon';
import { useIsExternal } from './useIsExternal';
import './ExternalLink.css';

// Needed only once a reader follows such a link: pages do not carry it until then.
const LeavingDialog = lazy(() => import('./LeavingDialog'));

export interface ExternalLinkProps {
  href: string;
  className?: string;
  /** The link's accessible name, for a link whose content is an icon ('Facebook'). */
  label?: string;
  /** Opens in a new window (tab), as the site's links to other sites do; false: in this one. */
  newWindow?: boolean;
  /** The arrow that marks a link to another site; false where the content already is an icon. */
  icon?: boolean;
  children: ReactNode;
}

/** A plain left click or Enter: the reader leaves this page. Ctrl/Shift/middle clicks do not. */
function leavesThePage(event: MouseEvent) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that may lead to another website. If it does (not the council's pages or API), it says
 * so, by an arrow and, for screen readers, '(opens another website in a new window)' in the
 * reader's language, and asks before leaving (GIGW): 'You are leaving the website of ...', with
 * Continue and Cancel. A link to the site itself is a plain link ('(opens in a new window)' said
 * where it opens one).
 */
export function ExternalLink({
  href,
  className,
  label,
  newWindow = true,
  icon = true,
  children,
}: ExternalLinkProps) {
  const { t } = useTranslation('ui');
  const external = useIsExternal(href);
  const [asking, setAsking] = useState(false);
  // Mounted from the first ask on, so that a second one opens at once.
  const [asked, setAsked] = useState(false);
  const target = newWindow ? '_blank' : undefined;
  if (!external) {
    const newWindowSaid = newWindow ? t('links.newWindow') : '';
    return (
      <a
        href={href}
        className={className}
        aria-label={label && newWindow ? `${label} ${newWindowSaid}` : label}
        target={target}
        rel="noreferrer"
      >
        {children}
        {newWindow && !label && <span className="visually-hidden"> {newWindowSaid}</span>}
      </a>
    );
  }
  const said = t(newWindow ? 'links.externalNewWindow' : 'links.external');
  return (
    <>
      <a
        href={href}
        className={className}
        aria-label={label ? `${label} ${said}` : undefined}
        target={target}
        rel="noreferrer"
        onClick={(event) => {
          if (!leavesThePage(event)) return;
          event.preventDefault();
          setAsked(true);
          setAsking(true);
        }}
      >
        {children}
        {icon && <ExternalIcon />}
        {!label && <span className="visually-hidden"> {said}</span>}
      </a>
      {asked && (
        <Suspense fallback={null}>
          <LeavingDialog
            href={href}
            newWindow={newWindow}
            open={asking}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
