import { addCatalogue, addCatalogueLoader } from '@council/i18n';
import en from './en.json';

// The texts of the sign-in and account pages, merged into the shell's catalogue when one of them
// is first opened: every other page of the site does without their bytes. The page titles stay
// in the shell's own catalogue (../../i18n/en.json), which names the routes.
addCatalogue('shell', 'en', en);
// Hindi in a chunk of its own, fetched only when Hindi is chosen (merged like the English).
addCatalogueLoader('shell', 'hi', () => import('./hi.json'));
