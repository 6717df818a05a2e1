import { Checkbox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { activeQuestions } from '@engine/convert/active-questions';
import type { NavigationForm } from '@engine/navigation/build-navigation';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { progressOf } from '../data/savedQuestion';
import { groupButtonLabel } from '../groups/GroupButtonBar';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: tokens.spacingHorizontalM },
  numbers: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS },
});

interface FormProgressListProps {
  form: NavigationForm;
  groups: Readonly<Record<number, readonly GroupInstance[]>>;
}

/** The question numbers of a group instance (as its cards show them), each with whether it is complete. */
function completeNumbers(instance: GroupInstance | undefined): { number: number; complete: boolean }[] {
  if (!instance) return [];
  const { completeQuestions } = progressOf(instance);
  return activeQuestions(instance.questionList).map((question) => ({
    number: question.orderKey,
    complete: completeQuestions.has(question.questionId),
  }));
}

/** The selected form's subforms, question groups and question numbers, ticked where complete. */
export function FormProgressList({ form, groups }: FormProgressListProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const numbers = useMemo(() => {
    const byGroup = new Map<number, { number: number; complete: boolean }[]>();
    for (const list of Object.values(groups))
      for (const instance of list) byGroup.set(instance.id, completeNumbers(instance));
    return byGroup;
  }, [groups]);
  return (
    <section className={styles.section} aria-label={t('fill.filled.title')}>
      <Subtitle2 as="h2">{t('fill.filled.title')}</Subtitle2>
      <ul className={styles.list}>
        {form.subforms.map((subform) => (
          <li key={subform.id}>
            <Checkbox disabled checked={subform.complete} label={subform.name} />
            <ul className={styles.list}>
              {subform.groups.map((group) => (
                <li key={group.id}>
                  <Checkbox disabled checked={group.complete} label={groupButtonLabel(t, group)} />
                  <div className={styles.numbers}>
                    {(numbers.get(group.id) ?? []).map((question) => (
                      <Checkbox
                        key={question.number}
                        disabled
                        size="medium"
                        checked={question.complete}
                        label={String(question.number)}
                        aria-label={t('fill.filled.question', { number: question.number })}
                      />
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
