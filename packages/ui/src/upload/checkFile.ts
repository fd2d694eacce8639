import { UPLOAD_RULES, type UploadKind } from './uploadRules';

const MEGABYTE = 1024 * 1024;

/** Why a picked file is refused: not of the kind, or too large. */
export interface FileProblem {
  reason: 'type' | 'size';
  kind: UploadKind;
  /** The file's name, as the person picked it. */
  name: string;
  /** The file's size (one decimal, rounded up: never 'is 5 MB, larger than 5 MB') and the limit, in MB. */
  megabytes: number;
  maxMegabytes: number;
}

/**
 * Checks a picked file against the API's rules for its kind (uploadRules.ts), by its declared
 * type, else by its name's ending; undefined when it is fine.
 */
export function checkFile(file: File, kind: UploadKind): FileProblem | undefined {
  const rule = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  const ofKind = file.type
    ? (rule.mediaTypes as readonly string[]).includes(file.type)
    : rule.extensions.some((extension) => name.endsWith(extension));
  const megabytes = Math.ceil((file.size / MEGABYTE) * 10) / 10;
  const problem = { kind, name: file.name, megabytes, maxMegabytes: rule.maxMegabytes };
  if (!ofKind) return { reason: 'type', ...problem };
  if (file.size > rule.maxMegabytes * MEGABYTE) return { reason: 'size', ...problem };
  return undefined;
}
