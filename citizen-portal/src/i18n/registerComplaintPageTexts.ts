import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './complaint-page.en.json';

// The texts of one complaint's page and of the confirmation of a filed one, merged into the
// portal's catalogue with the code that shows them, which is fetched when first needed: the
// list of complaints, which most visits are to, does without their bytes.
addCatalogue('citizen-portal', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen: English pages pay nothing.
addCatalogueLoader('citizen-portal', 'hi', () => import('./complaint-page.hi.json'));
