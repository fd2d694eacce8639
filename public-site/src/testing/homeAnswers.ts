import {
  anAboutEntry,
  anOfficial,
  aSlide,
  aStoredImage,
  complaintCountsOf,
  pageOf,
  type FakeAnswers,
} from '@council/api-fake';
import { lastUpdatedAnswer } from './lastUpdatedAnswer';

/** The home page's slide picture, by URL, with its renditions. */
export const SLIDE_IMAGE = aStoredImage({ url: '/api/files/11/0123456789abcdef/photo.jpg' });
/** The about text's picture. */
export const ABOUT_IMAGE = aStoredImage({
  url: '/api/files/12/0123456789abcdef/photo.png',
  mediaType: 'image/png',
  width: 800,
  height: 450,
  renditions: [{ width: 320, url: '/api/files/13/0123456789abcdef/photo-320w.webp' }],
});

/**
 * The home page's four calls, each answered with something to show: a slide with a picture and a
 * caption in both languages and one without a picture, an about text with markup characters (the server must escape them), an official
 * with a post, and counts of two statuses.
 */
export const homeAnswers: FakeAnswers = {
  'GET /api/v2/public/slides': pageOf([
    aSlide({
      id: 1,
      sliderPath: SLIDE_IMAGE,
      caption: 'Sundarpur at dawn',
      captionHindi: 'भोर में सुन्दरपुर',
    }),
    aSlide({ id: 2, sliderPath: null }),
  ]),
  'GET /api/v2/public/about': pageOf([
    anAboutEntry({
      id: 1,
      name: 'Office',
      description: 'Our town <by> the river.',
      photoPath: ABOUT_IMAGE,
    }),
  ]),
  'GET /api/v2/public/officials': pageOf([
    anOfficial({
      id: 5,
      name: 'Asha Singh',
      designation: 'Chairman',
      postRemarks: 'Chairman, Nagar Parishad',
    }),
  ]),
  'GET /api/v2/public/complaint-counts': complaintCountsOf({ Open: 2, Resolved: 1 }),
  // The complaints changed last of what the page shows: 20:00 UTC is the next day in India.
  'GET /api/v2/public/last-updated': lastUpdatedAnswer('2026-03-01T00:00:00.000Z', {
    about: '2026-02-01T00:00:00.000Z',
    complaints: '2026-03-04T20:00:00.000Z',
    notices: '2026-03-09T00:00:00.000Z',
  }),
};
