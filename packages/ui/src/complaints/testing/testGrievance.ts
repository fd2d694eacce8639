import { aComplaintEvent, aTrackedComplaint } from '@council/api-fake';
import {
  eventFromWire,
  trackedComplaintFromWire,
  type ComplaintEvent,
  type TrackedComplaint,
} from '@council/api-client';

// The screens get entities (files by absolute URL); they come from api-fake's wire samples through
// the client's own mappers, so the sample is written once.

/** One history entry (the filing), for tests; `changes` override any field. */
export function testEvent(changes: Partial<ComplaintEvent> = {}): ComplaintEvent {
  return { ...eventFromWire(aComplaintEvent()), ...changes };
}

/** A complaint as anyone tracks it (Open, just filed), for tests; `changes` override any field. */
export function testTrackedComplaint(changes: Partial<TrackedComplaint> = {}): TrackedComplaint {
  return { ...trackedComplaintFromWire(aTrackedComplaint()), ...changes };
}
