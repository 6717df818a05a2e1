import { Body1 } from '@fluentui/react-components';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';

interface QuestionGroupPlaceholderProps {
  questionnaireId: number;
  group: GroupInstance;
  formNames: Readonly<Record<number, string>>;
  readOnly: boolean;
  onSaved: () => void;
}

/**
 * Stands where the question cards go until `questions/QuestionGroupView` lands; it takes the same
 * props, so the swap is one import.
 */
export function QuestionGroupPlaceholder({ group }: QuestionGroupPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Body1 as="p" data-group-id={group.id}>
      {t('fill.questions.pending', {
        count: group.questionList.filter((question) => question.isActive).length,
      })}
    </Body1>
  );
}
