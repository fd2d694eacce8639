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
  label: (row: Row) => string;
}

const LOOKUPS: { [Name in LookupName]: Lookup<Rows[Name]> } = {
  grievances: { read: userQueries.grievances, label: (grievance) => grievance.title },
  districts: { read: userQueries.districts, label: (district) => district.name },
  wards: { read: userQueries.wards, label: (ward) => ward.number },
  ulbs: { read: userQueries.ulbs, label: (ulb) => ulb.name },
};

const NAMES = Object.keys(LOOKUPS) as LookupName[];

/** One list's read, its rows turned into choices (value is the id). */
function choicesRead<Name extends LookupName>(name: Name) {
  const { read, label }: Lookup<Rows[Name]> = LOOKUPS[name];
  return {
    ...read(),
    select: (rows: Rows[Name][]): Choice[] =>
      rows.map((row) => ({ value: String(row.id), label: label(row) })),
  };
}

/** The four lists of the add form, read side by side; one failing leaves the others usable. */
export function useLookups(): Lookups {
  const choices = {} as Record<LookupName, Choice[]>;
  const failed: LookupName[] = [];
  // A hook in a loop is safe here: the list is a constant, so every render calls the same
  // hooks in the same order.
  for (const name of NAMES) {
    const { data, isError } = useQuery(choicesRead(name));
    choices[name] = data ?? [];
    if (isError) failed.push(name);
  }
  return { choices, failed };
}
