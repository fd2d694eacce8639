import type { ComponentType } from 'react';
import AboutPage from '../about/AboutPage';
import HomePage from '../home/HomePage';

/** The screens rendered on the server, by the module name the shell asks for (see exposes.js). */
export const SERVER_SCREENS: Record<string, ComponentType<Record<string, string>>> = {
  './Home': HomePage,
  './About': AboutPage,
};
