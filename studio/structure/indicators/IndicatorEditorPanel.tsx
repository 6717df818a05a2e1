import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { lazyView } from '../lazyView';
import { INDICATORS_PARAM } from './IndicatorsButton';

// The editor brings the engine's indicator computation: downloaded when first opened.
const IndicatorEditor = lazyView(() => import('./IndicatorEditor').then((module) => module.IndicatorEditor));

/** The form whose indicator editor the address asks for (`?indicators=<form id>`), if any. */
export function useIndicatorFormId(): number | undefined {
  const [search] = useSearchParams();
  const asked = search.get(INDICATORS_PARAM) ?? '';
  return /^[1-9]\d*$/.test(asked) ? Number(asked) : undefined;
}

/** The indicator editor in the tree's place, with the way back to the tree. */
export function IndicatorEditorPanel({
  questionnaireDicId,
  formId,
}: {
  questionnaireDicId: number;
  formId: number;
}) {
  const { t } = useTranslation('studio');
  const [, setSearch] = useSearchParams();
  return (
    <>
      <div>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          onClick={() =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              params.delete(INDICATORS_PARAM);
              return params;
            })
          }
        >
          {t('indicators.back')}
        </Button>
      </div>
      <IndicatorEditor questionnaireDicId={questionnaireDicId} formId={formId} />
    </>
  );
}
