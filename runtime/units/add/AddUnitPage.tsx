import { Body1, Button, Field, Input, Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkEmail } from '@engine/access/check-email';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { useFormState } from '../../shared/forms/useFormState';
import { useRuleText } from '../../shared/i18n/useRuleText';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { ROLE } from '../../shared/session/roles';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { UNITS_PATH } from '../unitPaths';
import { AddUnitFailureMessage } from './AddUnitFailureMessage';
import { AddUnitQuestionDialog } from './AddUnitQuestionDialog';
import { inactiveUnitListCall } from './addUnitCalls';
import { AssignSelfForm } from './AssignSelfForm';
import { UnitChoiceField } from './UnitChoiceField';
import { useAddUnitFlow, type AddUnitOutcome } from './useAddUnitFlow';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  loadFailed: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
});

/**
 * `/add-farm` (farmers and experts): take one of the inactive units. A farmer takes it for themselves;
 * an expert names the farmer by e-mail, and may instead be assigned to one of that farmer's units.
 */
/** What the closing message says: a unit added, or an expert's request for access sent or already granted. */
const outcomeText = {
  unitAdded: { title: 'units.add.unitAdded', body: 'units.add.unitAddedBody' },
  accessRequested: { title: 'units.add.accessRequested', body: 'units.add.accessRequestedBody' },
  accessGranted: { title: 'units.add.accessRequested', body: 'units.add.accessAlreadyGranted' },
} as const satisfies Record<AddUnitOutcome['kind'], { title: string; body: string }>;

export function AddUnitPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const ruleText = useRuleText();
  const user = useSessionUser();
  const isExpert = user.roleDicId === ROLE.expert;
  usePageTitle(t('units.add.title'));

  const inactive = useApiQuery(inactiveUnitListCall());
  const units = inactive.data ?? [];
  const [unitId, setUnitId] = useState<number>();
  const [email, setEmail] = useState('');
  // These forms have never moved the focus on a refused submit; the hook keeps it so.
  const form = useFormState({ focusFirstInvalid: false });
  const { attempted } = form;
  const flow = useAddUnitFlow({
    reloadInactiveUnits: () => void inactive.mutate(),
    forgetChosenUnit: () => setUnitId(undefined),
  });

  const chosen = units.find((unit) => unit.id === unitId);
  const emailProblem = isExpert ? checkEmail(email) : undefined;
  const goToUnits = () => void navigate(UNITS_PATH);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    form.submit(event, {
      pending: flow.pending,
      valid: chosen !== undefined && emailProblem === undefined,
      send: () => {
        if (chosen) flow.submit(chosen, email);
      },
    });
  }

  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('units.add.title')}</Title1>
      {flow.failure && <AddUnitFailureMessage failure={flow.failure} pending={flow.pending} />}
      {flow.assignStep ? (
        <AssignSelfForm
          step={flow.assignStep}
          pending={flow.pending}
          onAssign={flow.assignSelf}
          onBack={flow.closeAssignStep}
        />
      ) : (
        <>
          <Body1 as="p" block>
            {t(isExpert ? 'units.add.introExpert' : 'units.add.introFarmer')}
          </Body1>
          {inactive.error && (
            <div className={styles.loadFailed}>
              <FailureMessage title={t('lists.loadFailed')} message={inactive.error.message} />
              <Button onClick={() => void inactive.mutate()}>{t('units.add.retry')}</Button>
            </div>
          )}
          {inactive.isLoading && <Spinner size="small" label={t('lists.loading')} />}
          {inactive.data?.length === 0 && (
            <Body1 as="p" block>
              {t('units.add.noUnits')}
            </Body1>
          )}
          <form className={styles.form} noValidate onSubmit={handleSubmit}>
            <UnitChoiceField
              label={t('units.add.unit')}
              placeholder={t('units.add.choose')}
              units={units}
              value={unitId}
              onChange={(id) => {
                setUnitId(id);
                flow.clearFailure();
              }}
              validationMessage={attempted && !chosen ? t('units.add.unitRequired') : undefined}
            />
            {isExpert && (
              <Field
                label={t('units.add.farmerEmail')}
                required
                hint={t('units.add.farmerEmailHint')}
                validationMessage={attempted ? ruleText(emailProblem) : undefined}
              >
                <Input
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(_event, data) => {
                    setEmail(data.value);
                    flow.clearFailure();
                  }}
                />
              </Field>
            )}
            <div className={styles.buttons}>
              <Button type="button" onClick={goToUnits}>
                {t('units.add.back')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={flow.pending}
                icon={flow.pending ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                {t('units.add.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
      <AddUnitQuestionDialog
        question={flow.question}
        onAddAnyway={flow.addAnyway}
        onAssignSelf={flow.openAssignStep}
        onCancel={flow.dismissQuestion}
      />
      <MessageDialog
        open={flow.outcome !== undefined}
        title={t(flow.outcome ? outcomeText[flow.outcome.kind].title : 'units.add.unitAdded')}
        onClose={goToUnits}
      >
        {flow.outcome && t(outcomeText[flow.outcome.kind].body, { unit: flow.outcome.unit.description })}
      </MessageDialog>
    </section>
  );
}
