import { Navigate, useSearchParams } from 'react-router-dom';
import { AdminFillScreen, STRUCTURE_LIST_PATH } from './AdminFillScreen';

/** The questionnaire type named in the address, if it is a valid id. */
export function readQuestionnaireDicId(params: URLSearchParams): number | undefined {
  const text = params.get('questionnaireDicId') ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * `/edit-questionnaire?questionnaireDicId=<id>` (administrators): the fill screen in admin mode on a
 * questionnaire type's structure. Without a valid id it returns to the list of structures.
 */
export function EditQuestionnairePage() {
  const [params] = useSearchParams();
  const questionnaireDicId = readQuestionnaireDicId(params);
  if (questionnaireDicId === undefined) return <Navigate to={STRUCTURE_LIST_PATH} replace />;
  return <AdminFillScreen key={questionnaireDicId} questionnaireDicId={questionnaireDicId} />;
}
