import { Body1, Button, Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { mainTabPath } from '../../mainNavigation/mainTabs';
import { useApi } from '../../shared/api/apiContext';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { useFormState } from '../../shared/forms/useFormState';
import { localeCodeToId } from '../../shared/i18n/languages';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import {
  FILL_QUESTIONNAIRE_PATH,
  rememberOpenedQuestionnaire,
} from '../../shared/questionnaire/openedQuestionnaire';
import { ROLE } from '../../shared/session/roles';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { unitTypeListCall } from '../../shared/dictionaries/dictionaryCalls';
import { addQuestionnaireCall, questionnaireTypeListCall } from '../questionnaireCalls';
import type { AddQuestionnaireTarget } from './addQuestionnaireParams';
import { readAddQuestionnaireTarget } from './addQuestionnaireParams';
import { StructureChoice } from './StructureChoice';

const UNITS_PATH = mainTabPath('units');

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * `/add-questionnaire?unitId&unitTypeId` (farmers and experts): choose the questionnaire type, create
 * it, and go on to fill it in. Without a valid unit in the address it returns to the unit list. In
 * admin mode the same screen lists the questionnaire structures instead (StructureChoice).
 */
export function AddQuestionnairePage() {
  const [params] = useSearchParams();
  const user = useSessionUser();
  if (user.roleDicId === ROLE.administrator) return <StructureChoice />;
  const target = readAddQuestionnaireTarget(params);
  if (!target) return <Navigate to={UNITS_PATH} replace />;
  return <AddQuestionnaireForm target={target} />;
}

function AddQuestionnaireForm({ target }: { target: AddQuestionnaireTarget }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  const user = useSessionUser();
  usePageTitle(t('questionnaires.add.title'));
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const types = useApiQuery(questionnaireTypeListCall(localeId));
  const unitTypes = useApiQuery(unitTypeListCall(localeId));
  const unitType = unitTypes.data?.find((type) => type.id === target.unitTypeId);
  const [typeId, setTypeId] = useState<number>();
  // These forms have never moved the focus on a refused submit; the hook keeps it so.
  const form = useFormState({ focusFirstInvalid: false });
  const { attempted, pending } = form;
  const [failure, setFailure] = useState<string>();

  async function create(questionnaireDicId: number) {
    setFailure(undefined);
    const result = await api.send(
      addQuestionnaireCall({ farmId: target.unitId, questionnaireDicId, idUsers: user.id }),
    );
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    const typeName = types.data?.find((type) => type.id === questionnaireDicId)?.questionnaireText;
    rememberOpenedQuestionnaire({ questionnaireId: result.data.id, mode: 'edit', typeName });
    void navigate(FILL_QUESTIONNAIRE_PATH);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    form.submit(event, {
      pending,
      valid: typeId !== undefined,
      send: () => {
        if (typeId !== undefined) void form.run(() => create(typeId));
      },
    });
  }

  const choices = (types.data ?? []).map((type) => ({ id: type.id, name: type.questionnaireText }));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('questionnaires.add.title')}</Title1>
      <Body1 as="p" block>
        {t('questionnaires.add.intro')}
      </Body1>
      {unitType && (
        <Body1 as="p" block>
          {t('questionnaires.add.unitType', { type: unitType.text })}
        </Body1>
      )}
      {types.error && <FailureMessage title={t('lists.loadFailed')} message={types.error.message} />}
      {types.data?.length === 0 && (
        <Body1 as="p" block>
          {t('questionnaires.add.noTypes')}
        </Body1>
      )}
      {failure !== undefined && <FailureMessage title={t('questionnaires.add.failure')} message={failure} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <ChoiceField
          label={t('questionnaires.add.questionnaireType')}
          placeholder={t('questionnaires.add.choose')}
          choices={choices}
          value={typeId}
          onChange={(id) => {
            setTypeId(id);
            setFailure(undefined);
          }}
          required
          validationMessage={attempted && typeId === undefined ? t('questionnaires.add.required') : undefined}
        />
        <div className={styles.buttons}>
          <Button type="button" onClick={() => void navigate(UNITS_PATH)}>
            {t('questionnaires.add.back')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={pending}
            icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            {t('questionnaires.add.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
