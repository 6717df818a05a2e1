import { useTranslation } from 'react-i18next';
import type { Choice } from '../forms/ChoiceField';
import { OptionalChoiceField } from '../forms/OptionalChoiceField';

interface FilterChoiceProps {
  label: string;
  choices: readonly Choice[];
  /** null = "All". */
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A dictionary dropdown of a filter panel, whose first option "All" lifts the filter. */
export function FilterChoice(props: FilterChoiceProps) {
  const { t } = useTranslation();
  return <OptionalChoiceField {...props} noneLabel={t('lists.any')} />;
}
