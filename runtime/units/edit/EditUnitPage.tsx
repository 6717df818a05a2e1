import { Button, Field, Spinner, Textarea, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useApi } from '../../shared/api/apiContext';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { useFormState } from '../../shared/forms/useFormState';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import type { UnitListNotice } from '../list/unitListNotice';
import { updateUnitCall } from '../unitCalls';
import { UNITS_PATH } from '../unitPaths';
import type { EditedUnit } from './editedUnit';
import { forgetEditedUnit, readEditedUnit } from './editedUnit';
import { UNIT_DESCRIPTION_MAX, unitDescriptionProblem } from './unitDescription';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * `/edit-farm` (farmers and experts): renames the unit chosen in the unit list. Which unit is kept in
 * the session, so a reload stays on it; with none chosen the page returns to the unit list.
 */
export function EditUnitPage() {
  const [unit] = useState(readEditedUnit);
  if (!unit) return <Navigate to={UNITS_PATH} replace />;
  return <EditUnitForm unit={unit} />;
}

function EditUnitForm({ unit }: { unit: EditedUnit }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const api = useApi();
  const navigate = useNavigate();
  usePageTitle(t('units.edit.title'));
  const [description, setDescription] = useState(unit.description);
  // These forms have never moved the focus on a refused submit; the hook keeps it so.
  const form = useFormState({ focusFirstInvalid: false });
  const { attempted, pending } = form;
  const [failure, setFailure] = useState<string>();
  const problem = unitDescriptionProblem(description);

  async function save(trimmed: string) {
    setFailure(undefined);
    const result = await api.send(updateUnitCall(unit.id, { description: trimmed }));
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    forgetEditedUnit();
    const notice: UnitListNotice = { savedUnit: trimmed };
    void navigate(UNITS_PATH, { state: notice });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    form.submit(event, {
      pending,
      valid: problem === undefined,
      send: () => void form.run(() => save(description.trim())),
    });
  }

  const shownProblem = attempted ? problem : undefined;
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('units.edit.title')}</Title1>
      {failure !== undefined && <FailureMessage title={t('units.edit.failure')} message={failure} />}
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <Field
          label={t('units.edit.description')}
          required
          hint={t('units.edit.hint', { max: UNIT_DESCRIPTION_MAX })}
          validationMessage={
            shownProblem === undefined
              ? undefined
              : t(`units.edit.${shownProblem}`, { max: UNIT_DESCRIPTION_MAX })
          }
        >
          <Textarea
            value={description}
            rows={4}
            resize="vertical"
            onChange={(_, data) => {
              setDescription(data.value);
              setFailure(undefined);
            }}
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="button" onClick={() => void navigate(UNITS_PATH)}>
            {t('units.edit.back')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={pending}
            icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            {t('units.edit.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
