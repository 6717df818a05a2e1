import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import type { FormListItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // Tabs wrap onto more rows rather than widen the page on a phone.
  tabs: { flexWrap: 'wrap', minWidth: 0 },
});

interface ReportFormTabsProps {
  forms: readonly FormListItem[];
  selected: number | undefined;
  onSelect: (formDicId: number) => void;
}

/** One tab per form with a report, by form dictionary id; a form not submitted yet has none to show. */
export function ReportFormTabs({ forms, selected, onSelect }: ReportFormTabsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <TabList
      className={styles.tabs}
      aria-label={t('reports.tabs.label')}
      selectedValue={selected}
      onTabSelect={(_event, data) => {
        if (typeof data.value === 'number') onSelect(data.value);
      }}
    >
      {forms.map((form) => (
        <Tab
          key={form.formDicId}
          value={form.formDicId}
          disabled={!form.status}
          aria-label={form.status ? undefined : t('reports.tabs.notSubmitted', { name: form.formName })}
        >
          {form.formName}
        </Tab>
      ))}
    </TabList>
  );
}
