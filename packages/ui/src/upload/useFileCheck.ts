import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { checkFile } from './checkFile';
import { UPLOAD_RULES, type UploadKind } from './uploadRules';

/**
 * Says in the reader's words what kind of file a field takes ('PDF, at most 20 MB.'), and what
 * is wrong with a picked one: a sentence on the file, then what to choose ('Choose a PDF file of
 * at most 20 MB.'), whole even where it is read alone (in the form's error summary).
 */
export function useFileCheck() {
  const { t } = useTranslation('ui');
  const whatToChoose = (kind: UploadKind) =>
    t(`upload.choose.${kind}`, { max: UPLOAD_RULES[kind].maxMegabytes });
  return {
    /** What a field of a kind takes, in short, for its hint ('PDF, at most 20 MB.'). */
    hintOf: (kind: UploadKind) =>
      t(`upload.hint.${kind}`, { max: UPLOAD_RULES[kind].maxMegabytes }),
    /** What is wrong with the file, ending with the rule; undefined when it is fine. */
    problemOf(file: File, kind: UploadKind): string | undefined {
      const problem = checkFile(file, kind);
      if (!problem) return undefined;
      const said = t(`upload.refused.${problem.reason}.${kind}`, {
        name: problem.name,
        size: problem.megabytes,
        max: problem.maxMegabytes,
      });
      return `${said} ${whatToChoose(kind)}`;
    },
  };
}
