import { lazyView } from '../lazyView';

// The preview carries the fill screen's cards, widgets and RJSF: a chunk of its own, downloaded after
// the tree, so the tree's page does not wait for it (nor pay for it in its bundle budget).
const PreviewPane = lazyView(() => import('./PreviewPane').then((module) => module.PreviewPane));

/** The selected question group rendered as the runtime renders it, beside the tree (below it on a phone). */
export function StructurePreview({ questionnaireDicId }: { questionnaireDicId: number }) {
  // Another type starts with no answers.
  return <PreviewPane key={questionnaireDicId} />;
}
