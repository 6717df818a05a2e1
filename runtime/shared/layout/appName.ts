import { createContext } from 'react';

/** The translated name of the app a page is shown in (runtime or studio), for titles. */
export const AppNameContext = createContext('');
