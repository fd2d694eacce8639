import { countByStatus, HOME_DESIGNATIONS, publicApi } from '@council/api-client';

// Stable loaders for useLoaded: the calls of the home and about pages (SPEC.md 7).
export const loadSlides = () => publicApi.slides();
export const loadAbout = () => publicApi.about();
export const loadHomeOfficials = () => publicApi.officials(HOME_DESIGNATIONS, 'Yes');

/** SPEC.md 8: when the count fails or is not a list, the counts are empty and nothing is said. */
export const loadStatusCounts = () =>
  publicApi.complaintStatuses().then(countByStatus, (error: unknown) => {
    console.error('The complaint counts could not be loaded:', error);
    return [];
  });
