import { Overflow, OverflowItem, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { FormListItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';
import type { FillRights } from '../fillRights';
import { tabDisabled } from '../fillRights';
import { MoreFormsMenu, formTabId } from './MoreFormsMenu';

/** What a form's tab shows: admin mode builds it from the form dictionary (no filled forms). */
export type FormTab = Pick<FormListItem, 'id' | 'formName' | 'status'>;

const useStyles = makeStyles({
  // The row is as wide as the screen, never wider: tabs that do not fit move into the menu beside them.
  // The overflow manager adds up whole pixels (offsetWidth); the margin takes up their rounding.
  row: { display: 'flex', alignItems: 'center', minWidth: 0, marginInlineEnd: tokens.spacingHorizontalXS },
  tabs: { minWidth: 0 },
});

interface FormTabsProps {
  forms: readonly FormTab[];
  selectedId: number | undefined;
  rights: FillRights;
  onSelect: (formId: number) => void;
}

/**
 * One tab per form; a submitted form's tab cannot be opened by anyone but administrators and
 * coordinators. Read-only openings may start on such a form; its tab then stays the selected one.
 * Tabs that do not fit the width (a phone) leave the tab list for a "more forms" menu after it; the
 * selected form's tab always stays.
 */
export function FormTabs({ forms, selectedId, rights, onSelect }: FormTabsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  // The form on screen stays a selected tab even when others like it are closed (read-only opening).
  const disabled = (form: FormTab) => form.id !== selectedId && tabDisabled(rights, form.status);
  return (
    // No padding inside (Fluent's default keeps 10 px free, the row's margin does that here): where
    // nothing has a size (jsdom) every tab then stays in the list instead of moving into the menu.
    <Overflow minimumVisible={1} padding={0}>
      <div className={styles.row}>
        <TabList
          className={styles.tabs}
          aria-label={t('fill.tabs.label')}
          selectedValue={selectedId}
          onTabSelect={(_event, data) => {
            if (typeof data.value === 'number') onSelect(data.value);
          }}
        >
          {forms.map((form) => (
            <OverflowItem key={form.id} id={formTabId(form.id)} pinned={form.id === selectedId}>
              <Tab
                value={form.id}
                disabled={disabled(form)}
                icon={form.status ? <LockClosedRegular /> : undefined}
                aria-label={form.status ? t('fill.tabs.submitted', { name: form.formName }) : undefined}
              >
                {form.formName}
              </Tab>
            </OverflowItem>
          ))}
        </TabList>
        <MoreFormsMenu forms={forms} isDisabled={disabled} onSelect={onSelect} />
      </div>
    </Overflow>
  );
}
