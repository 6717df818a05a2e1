/** The studio's undo and redo of the session's structure changes (issue 14). */
export { StructureHistoryProvider } from './StructureHistoryProvider';
export { UndoRedoButtons } from './UndoRedoButtons';
