import type { CouncilDocumentForm, CouncilDocumentPrefix } from '@council/contract';
import type { CouncilDocumentDraft } from './drafts';
import { multipart } from './multipart';

/** The prefixes of the three document sections; 'title' is lower-case on the wire. */
export type { CouncilDocumentPrefix };

/**
 * Notice, Circular and Office Order: {Prefix}.title, .Description, .TitleHindi,
 * .DescriptionHindi, .IssueDate, .ShowUntil, .Id, file DocumentFile; circulars and office orders add
 * .Department and .FilePath. On edit without a new
 * file, FilePath is 'NA' and the stored document stays (the stored base64 is not sent back up).
 */
export function councilDocumentForm(prefix: CouncilDocumentPrefix, draft: CouncilDocumentDraft) {
  const departmental = prefix !== 'Notice';
  return multipart(
    {
      [`${prefix}.Id`]: draft.id,
      [`${prefix}.title`]: draft.title,
      [`${prefix}.Description`]: draft.description,
      [`${prefix}.TitleHindi`]: draft.titleHindi,
      [`${prefix}.DescriptionHindi`]: draft.descriptionHindi,
      ...(departmental ? { [`${prefix}.Department`]: draft.department } : {}),
      [`${prefix}.IssueDate`]: draft.issueDate,
      [`${prefix}.ShowUntil`]: draft.showUntil,
      ...(departmental
        ? { [`${prefix}.FilePath`]: draft.newFile ? draft.newFile.name : 'NA' }
        : {}),
    },
    [['DocumentFile' satisfies CouncilDocumentForm<typeof prefix>['file'], draft.newFile]],
  );
}
