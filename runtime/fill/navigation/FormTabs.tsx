import { Tab, TabList } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { FormListItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';
import type { FillRights } from '../fillRights';
import { tabDisabled } from '../fillRights';

interface FormTabsProps {
  forms: readonly FormListItem[];
  selectedId: number | undefined;
  rights: FillRights;
  onSelect: (formId: number) => void;
}

/**
 * One tab per form; a submitted form's tab cannot be opened by anyone but administrators and
 * coordinators. Read-only openings may start on such a form; its tab then stays the selected one.
 */
export function FormTabs({ forms, selectedId, rights, onSelect }: FormTabsProps) {
  const { t } = useTranslation();
  return (
    <TabList
      aria-label={t('fill.tabs.label')}
      selectedValue={selectedId}
      onTabSelect={(_event, data) => {
        if (typeof data.value === 'number') onSelect(data.value);
      }}
    >
      {forms.map((form) => (
        <Tab
          key={form.id}
          value={form.id}
          // The form on screen stays a selected tab even when others like it are closed (read-only opening).
          disabled={form.id !== selectedId && tabDisabled(rights, form.status)}
          icon={form.status ? <LockClosedRegular /> : undefined}
          aria-label={form.status ? t('fill.tabs.submitted', { name: form.formName }) : undefined}
        >
          {form.formName}
        </Tab>
      ))}
    </TabList>
  );
}
