import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the apps' build (vite.config.ts): RJSF imports it for
 * descriptions and help with `enableMarkdownInDescription`, which no form of ours turns on, and the
 * parser cost 31 kB gzip on the fill screens. Were it ever reached, the text is shown as it is.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
