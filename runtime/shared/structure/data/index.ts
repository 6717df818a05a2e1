/** The structure's reads and changes, shared by the studio and the fill screen's admin mode. */
export type { MoveOutcome, SwapFn } from './moveBySwaps';
export { moveBySwaps, movedOrder } from './moveBySwaps';
export type { OrderedLevel } from './structureCalls';
export {
  addQuestionnaireTypeCall,
  deleteCall,
  formDicListCall,
  groupDicListCall,
  inactiveQuestionnaireTypeListCall,
  optionDicListCall,
  questionDicListCall,
  questionnaireTypeListCall,
  renameQuestionnaireTypeCall,
  setFormActiveCall,
  setGroupActiveCall,
  setOptionActiveCall,
  setQuestionActiveCall,
  setQuestionnaireTypeActiveCall,
  setSubformActiveCall,
  subformDicListCall,
  swapCall,
} from './structureCalls';
export type { ActiveTarget, RemovablePart, StructureActions } from './useStructureActions';
export { useStructureActions } from './useStructureActions';
export { useMoveBySwaps } from './useMoveBySwaps';
export type { DeletedPart, RecordedChange, StructureRecorder, SwitchedTarget } from './structureRecorder';
export { StructureRecorderContext, useStructureRecorder } from './structureRecorder';
export type { StructureList } from './useStructureLists';
export {
  useFormDicList,
  useGroupDicList,
  useOptionDicList,
  useQuestionDicList,
  useQuestionnaireTypeLists,
  useReloadStructureLists,
  useStructureLocaleId,
  useSubformDicList,
} from './useStructureLists';
