import { publicQueries, type PressRelease } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate, StoredImage, useReadersText } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { ItemDetails, type ItemFact } from './ItemDetails';
import { useItemId } from './itemId';
import '../i18n/registerPublicSiteTexts';

// The picture fills the page's column: the whole width on a phone, at most 720 px beside.
const PICTURE_SIZES = '(max-width: 767px) 100vw, 720px';

/** /pressrelease-details?id=: one press release, its cutting as a picture, as a page of its own. */
export default function PressReleaseDetailsPage() {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const id = useItemId();
  const found = useQuery({ ...publicQueries.pressRelease(id ?? 0), enabled: id !== null });
  const na = t('common.notAvailable');
  return (
    <ItemDetails
      kind="pressRelease"
      list="/pressrelease"
      part="pressReleases"
      id={id}
      read={found}
      view={(release: PressRelease) => {
        const facts: ItemFact[] = [
          {
            name: t('itemPages.fields.releaseDate'),
            value: formatDate(release.releaseDate, 'dd/MMM/yyyy') ?? na,
          },
        ];
        if (release.newspaper) {
          facts.push({ name: t('itemPages.fields.newspaper'), value: release.newspaper });
        }
        if (release.pageNo) {
          facts.push({ name: t('itemPages.fields.pageNo'), value: release.pageNo });
        }
        return {
          title: titleOf(release),
          description: descriptionOf(release),
          facts,
          attachment: release.photo ? (
            <StoredImage
              image={release.photo}
              alt={t('itemPages.pressRelease.picture', { title: read(titleOf(release)).text })}
              sizes={PICTURE_SIZES}
              priority
              className="ps-item-picture"
            />
          ) : null,
        };
      }}
    />
  );
}
