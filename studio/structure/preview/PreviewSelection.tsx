import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { PreviewSelectionContext, type PreviewTarget } from './previewSelection';

/** Which question group the preview shows, chosen in the tree (its rows' "Preview" buttons). */
export function PreviewSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, select] = useState<PreviewTarget | undefined>(undefined);
  const value = useMemo(() => ({ selected, select }), [selected]);
  return <PreviewSelectionContext value={value}>{children}</PreviewSelectionContext>;
}
