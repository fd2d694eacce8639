import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

addCatalogue('admin-console', 'en', en);
// Hindi is its own chunk, fetched only when Hindi is chosen: English pages pay nothing for it.
addCatalogueLoader('admin-console', 'hi', () => import('./hi.json'));
