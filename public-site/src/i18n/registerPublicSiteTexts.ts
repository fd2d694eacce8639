import { addCatalogue } from '@council/i18n';
import en from './en.json';

addCatalogue('public-site', 'en', en);
