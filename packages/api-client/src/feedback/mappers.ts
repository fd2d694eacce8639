import type { FeedbackItem } from '@council/contract';
import { date, id, optionalText, text, type Received } from '../wire/fields';
import type { FeedbackMessage } from './entities';

export const feedbackFromWire = (wire: Received<FeedbackItem>): FeedbackMessage => ({
  id: id(wire.id),
  reference: text(wire.reference),
  name: text(wire.name),
  email: text(wire.email),
  phone: text(wire.phone),
  project: text(wire.project),
  subject: text(wire.subject),
  message: text(wire.message),
  sentFrom: wire.sentFrom === 'contact' ? 'contact' : 'feedback',
  receivedAt: date(wire.receivedAt),
  handledAt: date(wire.handledAt),
  handledBy: optionalText(wire.handledBy),
});
