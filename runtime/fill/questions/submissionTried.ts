import { createContext } from 'react';

/**
 * Whether the user tried to submit the form whose questions are on screen. Until then a required
 * answer (the mandatory rating) is asked for only once its question was touched; afterwards every
 * one still missing is (the widgets' `showRequired`).
 */
export const SubmissionTriedContext = createContext(false);
