import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrillChoice, DrillView } from '../model/drillDown';

const useStyles = makeStyles({
  // Long theme names wrap onto more rows on a phone instead of widening the page.
  list: { flexWrap: 'wrap' },
  button: { height: 'auto', minHeight: '32px', textAlign: 'start', overflowWrap: 'anywhere' },
});

interface DrillBreadcrumbProps {
  view: DrillView;
  onChoose: (choice: DrillChoice) => void;
}

/** Where the drill-down stands (all themes › theme › subtheme); each earlier step is a way back. */
export function DrillBreadcrumb({ view, onChoose }: DrillBreadcrumbProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const steps: { key: string; label: string; choice: DrillChoice }[] = [
    { key: 'themes', label: t('reports.drill.themes'), choice: {} },
  ];
  if (view.level !== 'themes' && view.theme)
    steps.push({ key: 'theme', label: view.theme.name, choice: { themeId: view.theme.indicator_dic_id } });
  if (view.level === 'subtheme' && view.theme && view.subtheme)
    steps.push({
      key: 'subtheme',
      label: view.subtheme.name,
      choice: { themeId: view.theme.indicator_dic_id, subthemeId: view.subtheme.indicator_dic_id },
    });
  return (
    <Breadcrumb aria-label={t('reports.drill.label')} list={{ className: styles.list }}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <Fragment key={step.key}>
            {index > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem>
              <BreadcrumbButton
                className={styles.button}
                current={current} onClick={current ? undefined : () => onChoose(step.choice)}>
                {step.label}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
