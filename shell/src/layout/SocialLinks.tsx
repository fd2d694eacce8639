import { useTranslation } from '@council/i18n';
import type { SocialLink } from '@council/site-config';

const SHORT: Record<SocialLink['network'], string> = {
  facebook: 'f',
  x: 'X',
  instagram: 'IG',
  youtube: '▶',
};

/** Social icons only for networks with a configured link (DECISIONS.md); none when there are none. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation('shell');
  if (links.length === 0) return null;
  return (
    <ul className="shell-social">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer"
            aria-label={t(`social.${link.network}`)}
          >
            <span aria-hidden="true">{SHORT[link.network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
