import { Body1Strong, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { FormTreeNames } from '../data/fillGuards';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface FilledFormListProps {
  label: string;
  forms: readonly FormTreeNames[];
  /** Ticked (filled) or not (still missing recommended answers). */
  filled: boolean;
}

/** Forms, their subforms and question groups as the recommended-answers check named them. */
export function FilledFormList({ label, forms, filled }: FilledFormListProps) {
  const styles = useStyles();
  return (
    <div>
      <Body1Strong>{label}</Body1Strong>
      <ul className={styles.list} aria-label={label}>
        {forms.map((form, formIndex) => (
          <li key={`${formIndex}:${form.formName}`}>
            <Checkbox checked={filled} disabled label={form.formName} />
            <ul className={styles.list}>
              {form.subforms.map((subform, subformIndex) => (
                <li key={`${subformIndex}:${subform.name}`}>
                  <Checkbox checked={filled} disabled label={subform.name} />
                  <ul className={styles.list}>
                    {subform.groups.map((group, groupIndex) => (
                      <li key={`${groupIndex}:${group}`}>
                        <Checkbox checked={filled} disabled label={group} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
