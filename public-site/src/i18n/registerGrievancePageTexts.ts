import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './grievance-pages.en.json';

// The texts of the grievance pages (tracking, filing, scorecard), merged into the public site's
// catalogue when one of them is first opened: the other public pages do without their bytes.
addCatalogue('public-site', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen: English pages pay nothing.
addCatalogueLoader('public-site', 'hi', () => import('./grievance-pages.hi.json'));
