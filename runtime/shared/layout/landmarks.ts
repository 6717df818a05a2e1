/** Targets of the skip links. */
export const CONTENT_ID = 'content';
export const FOOTER_ID = 'footer';
