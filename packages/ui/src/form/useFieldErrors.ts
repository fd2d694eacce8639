import { useEffect, useState } from 'react';

/** The messages of a form's fields, in the reader's words; a field without one is fine. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/** One line of a form's error summary: the message and the id of the field it links to. */
export interface SummaryEntry {
  id: string;
  message: string;
}

/** What ErrorSummary shows: its lines, and which submit found them (each is read out anew). */
export interface ErrorSummaryContent {
  entries: SummaryEntry[];
  round: number;
}

interface State<Field extends string> {
  /** What the last submit found (its checks' and the fields' own), each until its field changes. */
  checked: FieldMessages<Field>;
  /** What fields said themselves (a file refused as it is picked), until changed again. */
  own: FieldMessages<Field>;
  /** The fields the last submit found wrong, in the form's order: the summary's lines. */
  reported: readonly Field[];
  /** How many submits found something: each moves focus and is read out again. */
  round: number;
}

const NOTHING = { checked: {}, own: {}, reported: [], round: 0 };

/**
 * The field messages of a form. A submit's checks report every message at once: each shows
 * beside its field, the summary lists them (ErrorSummary), and focus goes to the first field to
 * fix. A field's message goes as soon as the field is changed; a field may also set its own
 * message at once (a file refused as it is picked), which then also stops the submit.
 */
export function useFieldErrors<Field extends string>(idOf: (field: Field) => string) {
  const [state, setState] = useState<State<Field>>(NOTHING);
  const { checked, own, reported, round } = state;
  const errorOf = (field: Field): string | undefined => own[field] ?? checked[field];

  // After the messages are drawn, so that the field is already marked invalid when reached.
  useEffect(() => {
    const first = reported[0];
    if (round > 0 && first !== undefined) document.getElementById(idOf(first))?.focus();
    // Only a submit moves focus (round), not a message that comes or goes while typing.
  }, [round]);

  const set = (field: Field, message: string | undefined) =>
    setState((current) =>
      current.own[field] === message && current.checked[field] === undefined
        ? current
        : {
            ...current,
            own: { ...current.own, [field]: message },
            checked: { ...current.checked, [field]: undefined },
          },
    );

  return {
    /** The message to show beside a field, if it has one. */
    errorOf,
    /**
     * The last submit's messages that still stand, in the form's order, each message once (a
     * field's message that came after, such as a refused file, is read out by the field).
     */
    summary: {
      entries: summaryOf(reported, (field) => checked[field], idOf),
      round,
    } satisfies ErrorSummaryContent,
    /**
     * Shows every message a submit's checks found, with those the fields set themselves; true
     * when there is none and the form may go out. `order` is the fields' order in the form.
     */
    report(found: FieldMessages<Field>, order: readonly Field[]): boolean {
      const wrong = order.filter((field) => (own[field] ?? found[field]) !== undefined);
      setState({
        checked: found,
        own,
        reported: wrong,
        round: wrong.length > 0 ? round + 1 : round,
      });
      return wrong.length === 0;
    },
    /** Sets a field's own message now (a file refused as it is picked), or none. */
    set,
    /** Drops a field's messages: it has been changed. */
    forget: (field: Field) => set(field, undefined),
  };
}

function summaryOf<Field extends string>(
  fields: readonly Field[],
  errorOf: (field: Field) => string | undefined,
  idOf: (field: Field) => string,
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const field of fields) {
    const message = errorOf(field);
    // Two fields with one message ('Name and Email are required fields!') make one line.
    if (message !== undefined && !entries.some((entry) => entry.message === message)) {
      entries.push({ id: idOf(field), message });
    }
  }
  return entries;
}
