/**
 * A paragraph; a bulleted list when it is an array; or a sentence around the date of preparation, which
 * the page marks up as a `<time>` element. Plain text only: the page inserts it as it is, so it must
 * hold no `<`, `>`, `&` or `"` (a test checks this).
 */
export type DeclarationBlock =
  string | readonly string[] | { readonly before: string; readonly date: string; readonly after: string };

export type DeclarationSection = {
  readonly heading: string;
  readonly blocks: readonly DeclarationBlock[];
};

/** The accessibility declaration and the labels of its page, in one language. */
export type DeclarationContent = {
  /** The language's own name, for the language switch. */
  readonly languageName: string;
  readonly productName: string;
  readonly title: string;
  readonly skipToContent: string;
  /** Accessible name of the language switch. */
  readonly languageSwitch: string;
  readonly backToApplication: string;
  readonly intro: readonly DeclarationBlock[];
  readonly sections: readonly DeclarationSection[];
};
