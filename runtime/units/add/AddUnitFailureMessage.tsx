import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import type { AddUnitFailure } from './useAddUnitFlow';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

const TITLE_KEY = {
  addFailed: 'units.add.failure',
  ownerFailed: 'units.add.ownerFailed',
  assignFailed: 'units.add.assignFailure',
} as const;

/** The server's message for a failed step, what happened to the list, and a retry where one helps. */
export function AddUnitFailureMessage({ failure, pending }: { failure: AddUnitFailure; pending: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.box} role="alert">
      <FailureMessage title={t(TITLE_KEY[failure.kind])} message={failure.message} />
      {failure.unitTaken && (
        <Body1 as="p" block>
          {t('units.add.unitTaken')}
        </Body1>
      )}
      {failure.retry && (
        <Button onClick={failure.retry} disabled={pending}>
          {t('units.add.retry')}
        </Button>
      )}
    </div>
  );
}
