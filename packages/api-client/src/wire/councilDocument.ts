import type { CircularWire } from '@council/contract';
import type { CouncilDocument } from '../entities';
import { date, storedFile, id, optionalText, text, type Received } from './fields';

/** Notices, circulars and office orders share one shape; the file is `filePath`. */
export const councilDocumentFromWire = (wire: Received<CircularWire>): CouncilDocument => ({
  id: id(wire.id),
  title: text(wire.title),
  description: text(wire.description),
  titleHindi: optionalText(wire.titleHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  issueDate: date(wire.issueDate),
  department: optionalText(wire.department),
  file: storedFile(wire.filePath),
  showUntil: date(wire.showUntil),
});
