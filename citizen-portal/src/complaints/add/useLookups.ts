import { useTranslation } from '@council/i18n';
import { useQuery, type UseQueryOptions } from '@council/query';
import {
  userQueries,
  type District,
  type Grievance,
  type Ulb,
  type Ward,
} from '@council/api-client';

export interface Choice {
  value: string;
  label: string;
}

/** The row each list of the add form is read as. */
interface Rows {
  grievances: Grievance;
  districts: District;
  wards: Ward;
  ulbs: Ulb;
}

export type LookupName = keyof Rows;

export interface Lookups {
  choices: Record<LookupName, Choice[]>;
  /** The lists that could not be loaded, each said on its own (SPEC.md section 8). */
  failed: LookupName[];
}

/** How one list is read, and the text each of its rows shows as a choice. */
interface Lookup<Row> {
  read: () => UseQueryOptions<Row[], Error, Row[], string[]>;
  label: (row: Row, wardName: WardName) => string;
}

/** 'Ward 7', in the reader's language. */
type WardName = (number: string) => string;

/**
 * A ward as people say it: 'Ward 7'. The API knows wards by their number; a council whose
 * wards carry names ('Ward 7 - Gandhi Nagar') has them shown as they are.
 */
const wardLabel = (number: string, wardName: WardName) =>
  /^\d+$/.test(number.trim()) ? wardName(number.trim()) : number;

const LOOKUPS: { [Name in LookupName]: Lookup<Rows[Name]> } = {
  grievances: { read: userQueries.grievances, label: (grievance) => grievance.title },
  districts: { read: userQueries.districts, label: (district) => district.name },
  wards: { read: userQueries.wards, label: (ward, wardName) => wardLabel(ward.number, wardName) },
  ulbs: { read: userQueries.ulbs, label: (ulb) => ulb.name },
};

const NAMES = Object.keys(LOOKUPS) as LookupName[];

/** One list's read, its rows turned into choices (value is the id). */
function choicesRead<Name extends LookupName>(name: Name, wardName: WardName) {
  const { read, label }: Lookup<Rows[Name]> = LOOKUPS[name];
  return {
    ...read(),
    select: (rows: Rows[Name][]): Choice[] =>
      rows.map((row) => ({ value: String(row.id), label: label(row, wardName) })),
  };
}

/**
 * The lists of the add form, read side by side; one failing leaves the others usable. `asked`
 * leaves out a list the form does not need (the council's own district and ULB).
 */
export function useLookups(asked: (name: LookupName) => boolean): Lookups {
  const { t } = useTranslation('citizen-portal');
  const wardName = (number: string) => t('form.wardName', { number });
  const choices = {} as Record<LookupName, Choice[]>;
  const failed: LookupName[] = [];
  // A hook in a loop is safe here: the list is a constant, so every render calls the same
  // hooks in the same order; a list not needed is not read.
  for (const name of NAMES) {
    const { data, isError } = useQuery({ ...choicesRead(name, wardName), enabled: asked(name) });
    choices[name] = data ?? [];
    if (isError) failed.push(name);
  }
  return { choices, failed };
}
