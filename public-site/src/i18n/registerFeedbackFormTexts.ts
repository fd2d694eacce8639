import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './feedback-form.en.json';

// The texts of the message form (contact page and /feedback), merged into the public site's
// catalogue when one of them is first opened: the other public pages do without their bytes.
addCatalogue('public-site', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen: English pages pay nothing.
addCatalogueLoader('public-site', 'hi', () => import('./feedback-form.hi.json'));
