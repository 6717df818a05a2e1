import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitSummary } from '@schemas/generated/api/lists';
import { useFormState } from '../../shared/forms/useFormState';
import type { AssignSelfStep } from './useAddUnitFlow';
import { UnitChoiceField } from './UnitChoiceField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

interface AssignSelfFormProps {
  step: AssignSelfStep;
  pending: boolean;
  onAssign: (farmerUnit: UnitSummary) => void;
  onBack: () => void;
}

/** The expert's further step: choose one of the farmer's units and be assigned to it. */
export function AssignSelfForm({ step, pending, onAssign, onBack }: AssignSelfFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [unitId, setUnitId] = useState<number>();
  // These forms have never moved the focus on a refused submit; the hook keeps it so.
  const form = useFormState({ focusFirstInvalid: false });
  const { attempted } = form;
  const chosen = step.farmerUnits.find((unit) => unit.id === unitId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    form.submit(event, {
      pending,
      valid: chosen !== undefined,
      send: () => {
        if (chosen) onAssign(chosen);
      },
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby="assign-self-title">
      <Title2 as="h2" id="assign-self-title">
        {t('units.add.assignTitle')}
      </Title2>
      <Body1 as="p" block>
        {t('units.add.assignIntro', { email: step.farmer.email })}
      </Body1>
      <UnitChoiceField
        label={t('units.add.farmerUnit')}
        placeholder={t('units.add.choose')}
        units={step.farmerUnits}
        value={unitId}
        onChange={setUnitId}
        validationMessage={attempted && !chosen ? t('units.add.unitRequired') : undefined}
      />
      <div className={styles.buttons}>
        <Button type="button" onClick={onBack} disabled={pending}>
          {t('units.add.back')}
        </Button>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          {t('units.add.assign')}
        </Button>
      </div>
    </form>
  );
}
