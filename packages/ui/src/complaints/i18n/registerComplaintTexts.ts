import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

// Merged into the 'ui' namespace (addCatalogue merges deeply), under complaintDetails.*,
// complaintTable.*, complaintFacts.*, complaintTimeline.* and overdueMark.*.
addCatalogue('ui', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen (merged like the English).
addCatalogueLoader('ui', 'hi', () => import('./hi.json'));
