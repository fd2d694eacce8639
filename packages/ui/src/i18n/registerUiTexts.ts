import { addCatalogue } from '@council/i18n';
import en from './en.json';

addCatalogue('ui', 'en', en);
