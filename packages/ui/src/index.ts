export { ComplaintStatusChart } from './chart/ComplaintStatusChart';
export {
  COUNCIL_TIME_ZONE,
  formatDate,
  parseDateParts,
  type DatePattern,
} from './dates/formatDate';
export { downloadPdf, imageSrc, imageType, pdfFileName } from './files/base64Files';
export { Modal } from './modal/Modal';
export { SessionBar } from './session/SessionBar';
export { statusLook, type StatusTone } from './status/complaintStatus';
export { StatusBadge } from './status/StatusBadge';
