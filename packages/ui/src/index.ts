export { InReadersLanguage, MarkedText } from './bilingual/InReadersLanguage';
export {
  readersText,
  useReadersText,
  type BilingualText,
  type ReadersText,
} from './bilingual/readersText';
export { AccountDetailsForm } from './account/AccountDetailsForm';
export { councilTexts, useCouncilTexts, type CouncilTexts } from './council/councilTexts';
export { SentenceWith } from './council/SentenceWith';
export {
  allFine,
  checkConfirmation,
  checkCurrentPassword,
  checkEmail,
  checkMobile,
  checkName,
  checkNewPassword,
  mobileDigits,
  type FieldProblem,
  type Problems,
} from './account/accountChecks';
export { useFormProblems, useProblemText } from './account/formProblems';
export { useFormFields } from './account/useFormFields';
export { MyAccountForms } from './account/MyAccountForms';
export { PasswordChangeForm } from './account/PasswordChangeForm';
export { useMyAccount } from './account/useMyAccount';
export { ComplaintStatusChart } from './chart/ComplaintStatusChart';
export { PercentBarChart } from './chart/PercentBarChart';
export type { PercentBar } from './chart/drawPercentBars';
export { StatusCounts } from './chart/StatusCounts';
export { StatusLegend, type StatusLegendEntry } from './chart/StatusLegend';
export { ComplaintDetails } from './complaints/ComplaintDetails';
export { ComplaintDetailsModal } from './complaints/ComplaintDetailsModal';
export { ComplaintTable } from './complaints/ComplaintTable';
export { ComplaintFacts } from './complaints/ComplaintFacts';
export { ComplaintTimeline } from './complaints/ComplaintTimeline';
export { OverdueMark } from './complaints/OverdueMark';
export { PhotoThumbnails } from './complaints/PhotoThumbnails';
export { trackingPath } from './complaints/trackingPath';
export {
  COUNCIL_TIME_ZONE,
  formatDate,
  parseDateParts,
  type DatePattern,
} from './dates/formatDate';
export { KeptDraftNotice } from './drafts/KeptDraftNotice';
export { useDraftWaiting, useKeptDraft, type KeptDraftOffer } from './drafts/useKeptDraft';
export { FormButtons } from './form/FormButtons';
export { ErrorSummary } from './form/ErrorSummary';
export { FormField, type FieldControl } from './form/FormField';
export {
  useFieldErrors,
  type ErrorSummaryContent,
  type FieldMessages,
  type SummaryEntry,
} from './form/useFieldErrors';
export { TextField } from './form/TextField';
export { CommentField } from './form/CommentField';
export { downloadPdf, pdfFileName } from './files/base64Files';
export { DocumentLink, type DocumentLinkProps } from './files/DocumentLink';
export { CARD_PICTURE_WIDTH, StoredImage, type StoredImageProps } from './files/StoredImage';
export { fileFactsText, useFileFacts } from './files/useFileFacts';
export { ExternalLink, type ExternalLinkProps } from './links/ExternalLink';
export { Pagination, type PaginationProps } from './paging/Pagination';
export { usePageParam } from './paging/usePageParam';
export {
  DashboardLayout,
  type AccountPages,
  type DashboardLayoutProps,
} from './layout/DashboardLayout';
export type { DashboardLink, DashboardMenu, DashboardMenuItem } from './layout/types';
export { Modal } from './modal/Modal';
export { usePrefersReducedMotion } from './motion/usePrefersReducedMotion';
export { useHydrated } from './hydration/useHydrated';
export { FirstScreenForm, type FirstScreenFormProps } from './hydration/FirstScreenForm';
export {
  ReaderControls,
  type ReaderControlLabels,
  type ReaderControlsProps,
} from './reader-controls/ReaderControls';
export { useModalDialog } from './modal/useModalDialog';
export { DataTable, type DataTableProps } from './table/DataTable';
export type { TableColumn, TableViewMore } from './table/types';
export { showConfirm, showError, showInfo, showSuccess, type PopupTexts } from './popups/popups';
export { SessionBar } from './session/SessionBar';
export { statusLook, type StatusTone } from './status/complaintStatus';
export { StatusBadge } from './status/StatusBadge';
export { useStatusName } from './status/statusName';
export { checkFile, type FileProblem } from './upload/checkFile';
export { FileField } from './upload/FileField';
export { UploadProgress } from './upload/UploadProgress';
export { acceptOf, UPLOAD_RULES, type UploadKind } from './upload/uploadRules';
export { useFileCheck } from './upload/useFileCheck';
