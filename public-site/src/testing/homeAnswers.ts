import {
  aComplaintStatus,
  anAboutEntry,
  anOfficial,
  aSlide,
  type FakeAnswers,
} from '@council/api-fake';
import { JPEG_BASE64, PNG_BASE64 } from './renderScreen';

/**
 * The home page's four calls, each answered with something to show: a slide with a picture and
 * one without, an about text with markup characters (the server must escape them), an official
 * with a post, and complaints of two statuses and one blank status (left out of the counts).
 */
export const homeAnswers: FakeAnswers = {
  'GET /api/Public/slider': [
    aSlide({ id: 1, sliderPath: JPEG_BASE64 }),
    aSlide({ id: 2, sliderPath: 'NA' }),
  ],
  'GET /api/Public/about': [
    anAboutEntry({
      id: 1,
      name: 'Office',
      description: 'Our town <by> the river.',
      photoPath: PNG_BASE64,
    }),
  ],
  'GET /api/Public/minister-officer-employee-by-designations': {
    data: [
      anOfficial({
        id: 5,
        name: 'Asha Singh',
        designation: 'Chairman',
        postRemarks: 'Chairman, Nagar Parishad',
      }),
    ],
  },
  'GET /api/Public/complaint-count': ['Open', 'Open', 'Resolved', ''].map((status, index) =>
    aComplaintStatus({ id: index + 1, status }),
  ),
};
