import { Button } from '@fluentui/react-components';
import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The search parameter that opens a form's indicator editor in place of the tree (kept on reload). */
export const INDICATORS_PARAM = 'indicators';

/** A form row's "Indicators" action: the editor of the form's indicator tree replaces the tree. */
export function IndicatorsButton({ formId, name }: { formId: number; name: string }) {
  const { t } = useTranslation('studio');
  const [, setSearch] = useSearchParams();
  return (
    <Button
      appearance="subtle"
      icon={<DataBarVerticalRegular />}
      aria-label={t('indicators.open', { name })}
      onClick={() =>
        setSearch((current) => {
          const params = new URLSearchParams(current);
          params.set(INDICATORS_PARAM, String(formId));
          return params;
        })
      }
    />
  );
}
