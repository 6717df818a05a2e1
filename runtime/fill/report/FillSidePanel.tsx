import { makeStyles, tokens } from '@fluentui/react-components';
import type { NavigationForm } from '@engine/navigation/build-navigation';
import type { FormListItem, GroupInstance } from '@schemas/generated/api/fill';
import { FormProgressList } from './FormProgressList';
import { ReportPanel } from './ReportPanel';
import { SubmitFormButton } from './SubmitFormButton';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalL },
});

interface FillSidePanelProps {
  questionnaireId: number;
  formItem: FormListItem;
  form: NavigationForm;
  groups: Readonly<Record<number, readonly GroupInstance[]>>;
  generates: boolean;
  submittable: boolean;
  onSubmitted: () => void;
  /** The user confirmed the form's submission (see SubmissionTriedContext). */
  onSubmitTried: () => void;
}

/** The side panel of the selected form: submit, report buttons and the lists of what is filled. */
export function FillSidePanel(props: FillSidePanelProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      {props.submittable && (
        <SubmitFormButton
          form={props.formItem}
          onSubmitted={props.onSubmitted}
          onTried={props.onSubmitTried}
        />
      )}
      <ReportPanel
        questionnaireId={props.questionnaireId}
        formDicId={props.formItem.formDicId}
        generates={props.generates}
      />
      <FormProgressList form={props.form} groups={props.groups} />
    </div>
  );
}
