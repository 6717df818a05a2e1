import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPdfRequest } from './downloadReportPdf';

const useStyles = makeStyles({
  failure: { color: tokens.colorPaletteRedForeground1 },
});

interface PdfButtonProps {
  /** Builds the request when clicked (the charts' pictures as they are now); undefined: nothing to print. */
  request: () => ReportPdfRequest | undefined;
}

/** Downloads the report as a PDF; jsPDF and the font are fetched only on the first click. */
export function PdfButton({ request }: PdfButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function download() {
    const asked = request();
    if (!asked) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { downloadReportPdf } = await import('./downloadReportPdf');
      await downloadReportPdf(asked);
    } catch (error: unknown) {
      setFailure(t('reports.pdf.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        // The button's text already says it is busy; the spinner is decoration (an unnamed progressbar otherwise).
        icon={busy ? <Spinner size="tiny" aria-hidden /> : <ArrowDownloadRegular />}
        disabledFocusable={busy}
        onClick={() => void download()}
      >
        {busy ? t('reports.pdf.busy') : t('reports.pdf.button')}
      </Button>
      {failure !== undefined && (
        <Body1 role="alert" className={styles.failure}>
          {failure}
        </Body1>
      )}
    </>
  );
}
