import { Spinner } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { mainTabPath } from '../mainNavigation/mainTabs';
import { ApiContext, useApi } from '../shared/api/apiContext';
import { keepingReplies } from '../shared/offline/keptReplies';
import { readOpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { FillScreen } from './FillScreen';
import { useDeviceAnswers } from './offline/deviceAnswers';

/**
 * `/fill-questionnaire`: fills in the questionnaire remembered in the session (Show, Edit, review or
 * just added). With nothing opened it returns to the questionnaire list. Its reads are kept on the
 * device and answered from there without a network (issue 19), so it waits for the device's store.
 */
export function FillQuestionnairePage() {
  const { t } = useTranslation();
  const api = useApi();
  const device = useDeviceAnswers();
  const client = useMemo(
    () =>
      typeof device === 'object' && device !== null ? keepingReplies(api, device.db, device.userId) : api,
    [api, device],
  );
  const opened = readOpenedQuestionnaire();
  if (!opened) return <Navigate to={mainTabPath('questionnaires')} replace />;
  if (device === 'opening') return <Spinner label={t('fill.loadingGroups')} />;
  return (
    <ApiContext value={client}>
      <FillScreen key={opened.questionnaireId} opened={opened} />
    </ApiContext>
  );
}
