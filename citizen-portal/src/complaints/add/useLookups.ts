import { useEffect, useState } from 'react';
import { userApi } from '@council/api-client';

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

const LOADERS: Record<LookupName, () => Promise<Choice[]>> = {
  grievances: async () =>
    (await userApi.grievances()).map(({ id, title }) => ({ value: String(id), label: title })),
  districts: async () =>
    (await userApi.districts()).map(({ id, name }) => ({ value: String(id), label: name })),
  wards: async () =>
    (await userApi.wards()).map(({ id, number }) => ({ value: String(id), label: number })),
  ulbs: async () =>
    (await userApi.ulbs()).map(({ id, name }) => ({ value: String(id), label: name })),
};

const NAMES = Object.keys(LOADERS) as LookupName[];

/** The four lists of the add form, loaded side by side; one failing leaves the others usable. */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>({
    choices: { grievances: [], districts: [], wards: [], ulbs: [] },
    failed: [],
  });

  useEffect(() => {
    let current = true;
    for (const name of NAMES) {
      LOADERS[name]().then(
        (choices) =>
          current &&
          setLookups((state) => ({ ...state, choices: { ...state.choices, [name]: choices } })),
        (error: unknown) => {
          console.warn(`The ${name} could not be loaded:`, error);
          if (current) setLookups((state) => ({ ...state, failed: [...state.failed, name] }));
        },
      );
    }
    return () => {
      current = false;
    };
  }, []);

  return lookups;
}
