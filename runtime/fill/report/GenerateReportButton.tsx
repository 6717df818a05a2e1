import { Button, Spinner } from '@fluentui/react-components';
import { DataBarVerticalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

interface GenerateReportButtonProps {
  busy: boolean;
  onClick: () => void;
  appearance?: 'primary' | 'secondary';
}

/** "Generate report", a spinner and "Generating the report…" while busy: the side panel's and the report screen's. */
export function GenerateReportButton({ busy, onClick, appearance }: GenerateReportButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      appearance={appearance}
      // The button's text already says it is busy; the spinner is decoration (an unnamed progressbar otherwise).
      icon={busy ? <Spinner size="tiny" aria-hidden /> : <DataBarVerticalRegular />}
      disabledFocusable={busy}
      onClick={onClick}
    >
      {busy ? t('fill.report.generating') : t('fill.report.generate')}
    </Button>
  );
}
