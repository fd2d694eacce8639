import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

addCatalogue('public-site', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen: English pages pay nothing.
addCatalogueLoader('public-site', 'hi', () => import('./hi.json'));
