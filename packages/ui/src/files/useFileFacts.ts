import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { byteSizeOf, formatAmount, formatOf, shownSize } from './fileFacts';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * 'PDF, 245 KB' in the reader's language: the format alone where the size is not known, the size
 * alone where the format is not; '' where neither is.
 */
export function fileFactsText(
  file: Pick<StoredFile, 'url' | 'mediaType' | 'byteSize'>,
  t: Translate,
): string {
  const format = formatOf(file);
  const bytes = byteSizeOf(file);
  const size =
    bytes === null
      ? ''
      : ((shown) => t(`files.${shown.unit}`, { amount: formatAmount(shown.amount) }))(
          shownSize(bytes),
        );
  if (format && size) return t('files.facts', { format, size });
  return format || size;
}

/** fileFactsText in the page's language; follows a switch. */
export function useFileFacts(file: Pick<StoredFile, 'url' | 'mediaType' | 'byteSize'>): string {
  const { t } = useTranslation('ui');
  return fileFactsText(file, t);
}
