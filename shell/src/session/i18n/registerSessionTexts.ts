import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

// The idle warning's texts, merged into the shell's catalogue with the warning's own code (a
// chunk fetched only once someone is signed in).
addCatalogue('shell', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen (merged like the English).
addCatalogueLoader('shell', 'hi', () => import('./hi.json'));
