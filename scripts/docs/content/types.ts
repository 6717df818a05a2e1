/** The six interface languages, in the order of the language switch. */
export const docsLanguages = ['en', 'pl', 'de', 'fi', 'it', 'nl'] as const;
export type DocsLanguage = (typeof docsLanguages)[number];

/**
 * A paragraph, or a bulleted list when it is an array. Text between backticks is set as code.
 * Plain text only: no HTML, so no `<`, `>` or `&` (the build refuses them).
 */
export type Block = string | readonly string[];

export type Section = {
  readonly heading: string;
  readonly blocks: readonly Block[];
};

export type DocumentContent = {
  readonly title: string;
  readonly subtitle: string;
  readonly sections: readonly Section[];
};

/** The PDF documents of one language: the user instruction and the privacy policy. */
export type LanguageDocs = {
  readonly productName: string;
  readonly instruction: DocumentContent;
  readonly privacyPolicy: DocumentContent;
};
