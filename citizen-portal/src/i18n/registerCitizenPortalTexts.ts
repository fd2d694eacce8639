import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

addCatalogue('citizen-portal', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen: English pages pay nothing.
addCatalogueLoader('citizen-portal', 'hi', () => import('./hi.json'));
