import { countByStatus, HOME_DESIGNATIONS, publicApi } from '@council/api-client';
import { useLoaded } from '../common/useLoaded';

// The calls of the home and about pages (SPEC.md 7), each with the key of its answer in a page
// whose first screen the server rendered: a key names one call, so it is written here only.
const loadSlides = () => publicApi.slides();
const loadAbout = () => publicApi.about();
const loadHomeOfficials = () => publicApi.officials(HOME_DESIGNATIONS, 'Yes');

/** SPEC.md 8: when the count fails or is not a list, the counts are empty and nothing is said. */
const loadStatusCounts = () =>
  publicApi.complaintStatuses().then(countByStatus, (error: unknown) => {
    console.error('The complaint counts could not be loaded:', error);
    return [];
  });

export const useSlides = () => useLoaded(loadSlides, 'slides');
export const useAbout = () => useLoaded(loadAbout, 'about');
export const useHomeOfficials = () => useLoaded(loadHomeOfficials, 'officials:home');
export const useStatusCounts = () => useLoaded(loadStatusCounts, 'complaint-counts');
