import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  spinner: { paddingBlock: tokens.spacingVerticalXXXL },
});

/** A page-sized wait, announced to screen readers by its label. */
export function PageSpinner({ label }: { label: string }) {
  const styles = useStyles();
  return <Spinner className={styles.spinner} label={label} labelPosition="below" />;
}
