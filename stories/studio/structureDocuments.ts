/** The studio stories' structure documents: the same as the studio tests' (tests/studio/structure/structureDocument.ts). */
export { brokenDocument, documentWithIndicators } from '@tests/studio/structure/structureDocument';
