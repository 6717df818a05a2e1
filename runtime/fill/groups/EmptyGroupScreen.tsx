import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, LayerDiagonalAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

interface EmptyGroupScreenProps {
  /** Nothing can be added: the screen only says so and leads back. */
  readOnly: boolean;
  /** Back to the subform shown before; absent when there is none. */
  onBack?: () => void;
  onChooseOptional: () => void;
}

/** A subform without question groups: read-only users are led back, others choose optional groups. */
export function EmptyGroupScreen({ readOnly, onBack, onChooseOptional }: EmptyGroupScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.screen} aria-label={t('fill.empty.title')}>
      <Subtitle2 as="h3">{t('fill.empty.title')}</Subtitle2>
      {readOnly ? (
        <>
          <Body1 as="p" block>
            {t('fill.empty.readOnly')}
          </Body1>
          {onBack && (
            <Button icon={<ArrowLeftRegular />} onClick={onBack}>
              {t('fill.empty.back')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Body1 as="p" block>
            {t('fill.empty.prompt')}
          </Body1>
          <Button appearance="primary" icon={<LayerDiagonalAddRegular />} onClick={onChooseOptional}>
            {t('fill.empty.choose')}
          </Button>
        </>
      )}
    </section>
  );
}
