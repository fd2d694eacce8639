import type {
  ComplaintEventWire,
  TrackedComplaint as TrackedComplaintWire,
} from '@council/contract';
import type { StoredFile } from '../entities';
import { storedFile } from '../wire/fields';
import type { ComplaintEvent, TrackedComplaint } from './entities';

/** The files of a list, made absolute; what is no file is left out. */
export function filesOf(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.map(storedFile).filter((file): file is StoredFile => file !== null);
}

export const eventFromWire = (wire: ComplaintEventWire): ComplaintEvent => ({
  ...wire,
  photos: filesOf(wire.photos),
});

/** A complaint view with its photos and history made ready for the screens. */
export function withFiles<
  Wire extends { actionPhotos: unknown; publicPhotos?: unknown },
  Timeline extends 'history' | 'timeline' | never = never,
>(wire: Wire, timeline?: Timeline) {
  const view: Record<string, unknown> = { ...wire, actionPhotos: filesOf(wire.actionPhotos) };
  if ('publicPhotos' in wire) view.publicPhotos = filesOf(wire.publicPhotos);
  if (timeline) {
    const events = (wire as unknown as Record<string, ComplaintEventWire[] | undefined>)[timeline];
    view[timeline] = (events ?? []).map(eventFromWire);
  }
  return view;
}

/** What anyone sees by the complaint's number, made ready for the screens. */
export const trackedComplaintFromWire = (wire: TrackedComplaintWire): TrackedComplaint =>
  withFiles(wire, 'timeline') as TrackedComplaint;
