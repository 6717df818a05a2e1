import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormTreeNames } from '../../fill/data/fillGuards';
import { FilledFormList } from '../../fill/report/FilledFormList';
import { RouterLink } from '../../shared/navigation/RouterLink';
import { FILL_QUESTIONNAIRE_PATH } from '../../shared/questionnaire/openedQuestionnaire';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * The recommended-answers check of the shown form, when some are missing: a link back to the fill
 * screen, and on demand the forms, subforms and groups that still miss them.
 */
export function RecommendationNotice({ missing }: { missing: readonly FormTreeNames[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody className={styles.body}>
        {t('reports.recommended.incomplete')}
        <div className={styles.actions}>
          <RouterLink to={FILL_QUESTIONNAIRE_PATH}>{t('reports.recommended.link')}</RouterLink>
          {missing.length > 0 && (
            <Button size="small" appearance="subtle" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t('reports.recommended.hide') : t('reports.recommended.show')}
            </Button>
          )}
        </div>
        {open && <FilledFormList label={t('reports.recommended.missing')} forms={missing} filled={false} />}
      </MessageBarBody>
    </MessageBar>
  );
}

