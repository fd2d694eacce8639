import { UPLOAD_RULES, type UploadKind } from '@council/contract/upload-rules';

export { UPLOAD_RULES, type UploadKind };

/** The file picker's `accept`: the types, and the names for systems that know no types. */
export function acceptOf(kind: UploadKind): string {
  const { mediaTypes, extensions } = UPLOAD_RULES[kind];
  return [...mediaTypes, ...extensions].join(',');
}
