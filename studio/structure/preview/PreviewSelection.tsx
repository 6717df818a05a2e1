import type { ReactNode } from 'react';

/** Issue 14 (helper: preview): which question group the preview shows, chosen in the tree. */
export function PreviewSelectionProvider({ children }: { children: ReactNode }) {
  return children;
}
