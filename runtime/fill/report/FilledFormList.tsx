import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { FilledFormTree } from '../data/fillGuards';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** What the recommended-answers check found filled: forms, their subforms and question groups, ticked. */
export function FilledFormList({ forms }: { forms: readonly FilledFormTree[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {forms.map((form, formIndex) => (
        <li key={`${formIndex}:${form.formName}`}>
          <Checkbox checked disabled label={form.formName} />
          <ul className={styles.list}>
            {form.subforms.map((subform, subformIndex) => (
              <li key={`${subformIndex}:${subform.name}`}>
                <Checkbox checked disabled label={subform.name} />
                <ul className={styles.list}>
                  {subform.groups.map((group, groupIndex) => (
                    <li key={`${groupIndex}:${group}`}>
                      <Checkbox checked disabled label={group} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
