import type { FormListItem } from '@schemas/generated/api/fill';
import { rememberOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import type { Route } from '../support/fakeApi';
import { ok, stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';
import { renderRuntime } from '../renderRuntime';
import { SAMPLE_UNIT, sampleAverages, sampleReport } from './reportFixtures';

export const QUESTIONNAIRE_ID = 41;
export const REPORT = `GET /api/secured/indicator/${QUESTIONNAIRE_ID}`;
export const UNIT = `GET /api/secured/indicator/${QUESTIONNAIRE_ID}/unit`;
export const FORMS = `GET /api/secured/questinnaire/form/${QUESTIONNAIRE_ID}`;
export const CHECK = `GET /api/secured/questinnaire/checkRecommendedAnswers/${QUESTIONNAIRE_ID}`;
export const AVERAGE = (formDicId: number) => `GET /api/secured/indicator/average/${formDicId}`;

function form(id: number, formDicId: number, formName: string, status: boolean): FormListItem {
  return { id, formDicId, formName, status, isActive: true };
}

/** General (no report: the first form), Welfare and Housing submitted, Emissions in edition. */
export const FORM_LIST = [
  form(101, 1, 'General', true),
  form(102, 2, 'Welfare', true),
  form(103, 3, 'Housing', true),
  form(104, 4, 'Emissions', false),
];

/** The report calls answered with the sample report; `override` replaces any route. */
export function stubReportApi(override: Record<string, Route> = {}) {
  return stubApi({
    ...dictionaryRoutes,
    [FORMS]: ok(FORM_LIST),
    [UNIT]: ok(SAMPLE_UNIT),
    [REPORT]: ok(sampleReport()),
    [AVERAGE(2)]: ok(sampleAverages()),
    [AVERAGE(3)]: ok(sampleAverages()),
    [CHECK]: ok(1),
    ...override,
  });
}

/** A farmer who opened questionnaire 41 (unit PL-001) on the fill screen, now at the report route. */
export function openReport(search = '?formDicId=2') {
  writeSessionUser(sessionUser({ id: 3, email: 'farmer@example.com', roleDicId: 3, localeDicId: 1 }));
  rememberOpenedQuestionnaire({ questionnaireId: QUESTIONNAIRE_ID, mode: 'show', typeName: 'Short', unitNumber: 'PL-001' });
  return renderRuntime(`/reports/theme${search}`);
}
