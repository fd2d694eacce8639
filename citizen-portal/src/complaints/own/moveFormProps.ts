import type { CitizenComplaint } from '@council/api-client';
import type { CitizenMove, MoveOutcome } from './useComplaintMove';

/** What every move's form gets from the page. */
export interface MoveFormProps {
  complaint: CitizenComplaint;
  send: (move: CitizenMove, fallback: string) => Promise<MoveOutcome>;
  sending: boolean;
  /** The move is made: the page closes the form and says so. */
  onDone: (text: string) => void;
  onCancel: () => void;
}
