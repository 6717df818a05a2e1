import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CheckboxesWidget } from './CheckboxesWidget';

/** Answer type 13: boxes whose options are another question's answers; says so while there are none. */
export function CheckboxesFromAnswersWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return <CheckboxesWidget {...props} empty={t('widgets.noOptionsYet')} />;
}
