import { Body1Strong, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  name: { overflowWrap: 'anywhere' },
});

/** The studio's page of one questionnaire type (a separate app on the same host). */
export function studioTypePath(questionnaireDicId: number): string {
  return `/studio/types/${questionnaireDicId}`;
}

interface TypePanelProps {
  questionnaireDicId: number;
  name: string;
  /** Without the type's text id (not listed yet) it cannot be renamed. */
  onRename?: () => void;
}

/** The side panel in admin mode: the questionnaire type, its renaming and the way into the studio. */
export function TypePanel({ questionnaireDicId, name, onRename }: TypePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-label={t('fill.admin.typePanel')}>
      <Caption1>{t('fill.admin.typePanel')}</Caption1>
      <Body1Strong className={styles.name}>{name}</Body1Strong>
      <Button icon={<EditRegular />} disabled={!onRename} onClick={onRename}>
        {t('fill.admin.renameType')}
      </Button>
      <Button as="a" href={studioTypePath(questionnaireDicId)} icon={<OpenRegular />}>
        {t('fill.admin.openStudio')}
      </Button>
    </section>
  );
}
