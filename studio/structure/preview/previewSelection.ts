import { createContext, use } from 'react';

/** The question group the preview shows, with its subform (whose group list names it). */
export interface PreviewTarget {
  groupId: number;
  subFormDicId: number;
}

export interface PreviewSelection {
  selected: PreviewTarget | undefined;
  select: (target: PreviewTarget) => void;
}

export const PreviewSelectionContext = createContext<PreviewSelection | undefined>(undefined);

/** The preview's group and how to choose another; undefined outside the structure view (no preview). */
export function usePreviewSelection(): PreviewSelection | undefined {
  return use(PreviewSelectionContext);
}
