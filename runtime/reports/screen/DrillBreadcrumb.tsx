import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrillChoice, DrillView } from '../model/drillDown';

interface DrillBreadcrumbProps {
  view: DrillView;
  onChoose: (choice: DrillChoice) => void;
}

/** Where the drill-down stands (all themes › theme › subtheme); each earlier step is a way back. */
export function DrillBreadcrumb({ view, onChoose }: DrillBreadcrumbProps) {
  const { t } = useTranslation();
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
    <Breadcrumb aria-label={t('reports.drill.label')}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <Fragment key={step.key}>
            {index > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem>
              <BreadcrumbButton current={current} onClick={current ? undefined : () => onChoose(step.choice)}>
                {step.label}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
