import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, ShowUntil, Text } from './values';
import {
  FilePart,
  FormBody,
  FormDate,
  FormFileText,
  FormId,
  FormLongText,
  FormText,
  hindiTitleParts,
} from './form-parts';

const documentFields = {
  id: Type.Integer(),
  title: Type.String(),
  description: Text,
  issueDate: Text,
  filePath: Base64File,
};
/** Issue 19's and 20's additions, last: a serialiser writes optional fields after the others. */
const hindiFields = { titleHindi: HindiText, descriptionHindi: HindiText, showUntil: ShowUntil };

/** GET /api/Public/notice, /api/Admin/notice: a notice has no department. */
export const NoticeWire = Type.Object({ ...documentFields, ...hindiFields });
export type NoticeWire = Static<typeof NoticeWire>;
/** GET .../circular and .../officeorder: a published document of a department. */
export const CircularWire = Type.Object({ ...documentFields, department: Text, ...hindiFields });
export type CircularWire = Static<typeof CircularWire>;
export const OfficeOrderWire = CircularWire;
export type OfficeOrderWire = CircularWire;

/** The multipart prefix of each document section: Notice.title, Circular.Description, ... */
export type CouncilDocumentPrefix = 'Notice' | 'Circular' | 'OfficeOrder';

/**
 * POST/PUT /api/Admin/notice, /circular, /officeorder, multipart. 'title' is lower-case on the
 * wire, the others capitalised; Department is read for circulars and office orders only.
 * FilePath carries the stored document back as base64 on edit, or 'NA'. TitleHindi and
 * DescriptionHindi (issue 19) are optional: absent on update keeps the stored text, empty clears;
 * ShowUntil (issue 20, yyyy-MM-dd) alike.
 */
export const councilDocumentForm = <Prefix extends CouncilDocumentPrefix>(prefix: Prefix) =>
  ({
    id: `${prefix}.Id`,
    title: `${prefix}.title`,
    description: `${prefix}.Description`,
    titleHindi: `${prefix}.TitleHindi`,
    descriptionHindi: `${prefix}.DescriptionHindi`,
    department: `${prefix}.Department`,
    issueDate: `${prefix}.IssueDate`,
    showUntil: `${prefix}.ShowUntil`,
    filePath: `${prefix}.FilePath`,
    file: 'DocumentFile',
    base64: 'DocumentFileBase64',
  }) as const;
export type CouncilDocumentForm<Prefix extends CouncilDocumentPrefix> = ReturnType<
  typeof councilDocumentForm<Prefix>
>;

/** A notice's, circular's or office order's form body; a new one needs its document. */
export const councilDocumentFormBody = (prefix: CouncilDocumentPrefix, withDepartment: boolean) => {
  const F = councilDocumentForm(prefix);
  return FormBody({
    [F.id]: Type.Optional(FormId(F.id)),
    [F.title]: FormText('Title'),
    [F.description]: Type.Optional(FormLongText('Description')),
    ...hindiTitleParts(F),
    ...(withDepartment ? { [F.department]: Type.Optional(FormText('Department')) } : {}),
    [F.issueDate]: Type.Optional(FormDate('Issue date')),
    [F.showUntil]: Type.Optional(FormDate('Show until')),
    [F.filePath]: Type.Optional(FormFileText('The document')),
    [F.base64]: Type.Optional(FormFileText('The document')),
    [F.file]: Type.Optional(FilePart('The document', 'document')),
  });
};
