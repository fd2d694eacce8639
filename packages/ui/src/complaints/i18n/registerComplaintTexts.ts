import { addCatalogue } from '@council/i18n';
import en from './en.json';

// Merged into the 'ui' namespace (addCatalogue merges deeply), under complaintDetails.*,
// complaintTable.*, complaintFacts.*, complaintTimeline.* and overdueMark.*.
addCatalogue('ui', 'en', en);
