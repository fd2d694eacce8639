import { useTranslation } from '@council/i18n';
import type { SocialLink } from '@council/site-config';
import { ExternalLink } from '@council/ui';

const SHORT: Record<SocialLink['network'], string> = {
  facebook: 'f',
  x: 'X',
  instagram: 'IG',
  youtube: '▶',
};

/**
 * Social icons only for networks with a configured link (DECISIONS.md); none when there are none.
 * Each asks before leaving for the network's site (ExternalLink).
 */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation('shell');
  if (links.length === 0) return null;
  return (
    <ul className="shell-social">
      {links.map((link) => (
        <li key={link.network}>
          {/* The network's mark is the icon: no arrow beside it; its name says another site. */}
          <ExternalLink href={link.url} label={t(`social.${link.network}`)} icon={false}>
            <span aria-hidden="true">{SHORT[link.network]}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
