import { useQuery, type UseQueryResult } from '@council/query';
import { userQueries } from '@council/api-client';

export interface Choice {
  value: string;
  label: string;
}

export type LookupName = 'grievances' | 'districts' | 'wards' | 'ulbs';

export interface Lookups {
  choices: Record<LookupName, Choice[]>;
  /** The lists that could not be loaded, each said on its own (SPEC.md section 8). */
  failed: LookupName[];
}

const byId = (id: number, label: string): Choice => ({ value: String(id), label });

const NAMES: LookupName[] = ['grievances', 'districts', 'wards', 'ulbs'];

/** The four lists of the add form, read side by side; one failing leaves the others usable. */
export function useLookups(): Lookups {
  const grievances = useQuery({
    ...userQueries.grievances(),
    select: (rows) => rows.map(({ id, title }) => byId(id, title)),
  });
  const districts = useQuery({
    ...userQueries.districts(),
    select: (rows) => rows.map(({ id, name }) => byId(id, name)),
  });
  const wards = useQuery({
    ...userQueries.wards(),
    select: (rows) => rows.map(({ id, number }) => byId(id, number)),
  });
  const ulbs = useQuery({
    ...userQueries.ulbs(),
    select: (rows) => rows.map(({ id, name }) => byId(id, name)),
  });
  const reads: Record<LookupName, UseQueryResult<Choice[]>> = {
    grievances,
    districts,
    wards,
    ulbs,
  };
  return {
    choices: {
      grievances: grievances.data ?? [],
      districts: districts.data ?? [],
      wards: wards.data ?? [],
      ulbs: ulbs.data ?? [],
    },
    failed: NAMES.filter((name) => reads[name].isError),
  };
}
