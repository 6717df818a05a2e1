import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import type { OpenedQuestionnaire } from '../../shared/questionnaire/openedQuestionnaire';
import { FILL_QUESTIONNAIRE_PATH } from '../../shared/questionnaire/openedQuestionnaire';
import { formDicIdParam, reportForms, shownFormDicId } from '../data/reportForms';
import { useRecommendedCheck, useReportFrame } from '../data/useReportData';
import { FormReport } from './FormReport';
import { RecommendationNotice } from './RecommendationNotice';
import { ReportFormTabs } from './ReportFormTabs';
import { ReportHeader } from './ReportHeader';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalM,
  },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

/** The report screen of the questionnaire opened in the session: form tabs, then the form's report. */
export function ReportScreen({ opened }: { opened: OpenedQuestionnaire }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { forms, unit } = useReportFrame(opened.questionnaireId);
  const withReport = reportForms(forms.data ?? []);
  const formDicId = shownFormDicId(withReport, formDicIdParam(search.get('formDicId')));
  const form = withReport.find((candidate) => candidate.formDicId === formDicId);
  const check = useRecommendedCheck(opened.questionnaireId, formDicId);
  const title = opened.typeName ? t('reports.pageTitle', { name: opened.typeName }) : t('reports.title');
  usePageTitle(title);
  const unitNumber = unit.data?.unitNumber ?? opened.unitNumber;

  const body = () => {
    if (forms.error)
      return (
        <Body1 as="p" block role="alert" className={styles.failure}>
          {t('reports.failed', { message: forms.error.message })}
        </Body1>
      );
    if (!forms.data) return <Spinner label={t('reports.loading')} />;
    if (!form)
      return (
        <Body1 as="p" block role="status">
          {t('reports.noForms')}
        </Body1>
      );
    return (
      <>
        {check && !check.complete && <RecommendationNotice missing={check.missing} />}
        <FormReport
          key={form.formDicId}
          questionnaireId={opened.questionnaireId}
          form={form}
          unit={unit.data}
        />
      </>
    );
  };

  return (
    <div className={styles.screen}>
      <ReportHeader
        title={title}
        unitNumber={unitNumber}
        onClose={() => void navigate(FILL_QUESTIONNAIRE_PATH)}
      />
      {withReport.length > 0 && (
        <ReportFormTabs
          forms={withReport}
          selected={formDicId}
          onSelect={(id) => setSearch({ formDicId: String(id) }, { replace: true })}
        />
      )}
      {body()}
    </div>
  );
}
