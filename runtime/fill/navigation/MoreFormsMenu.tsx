import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { LockClosedRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { FormTab } from './FormTabs';
import { useTranslation } from 'react-i18next';

/** The overflow manager's id of a form's tab. */
export function formTabId(formId: number): string {
  return `form-tab-${formId}`;
}

interface MoreFormsMenuProps {
  forms: readonly FormTab[];
  isDisabled: (form: FormTab) => boolean;
  onSelect: (formId: number) => void;
}

/**
 * The forms whose tabs did not fit beside the others, as a menu after the tab list (outside it, so
 * that the tab list holds only tabs). Shown only while some tab is hidden.
 */
export function MoreFormsMenu({ forms, isDisabled, onSelect }: MoreFormsMenuProps) {
  const { t } = useTranslation();
  const { ref, overflowCount, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  const label = t('fill.tabs.more', { count: overflowCount });
  // A phone has room for "⋯ 4" only; the name ("More forms: 4") says the rest and holds the shown
  // text as a word of its own (label in name; axe disregards words in parentheses).
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          ref={ref}
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={label}
          title={label}
        >
          {overflowCount}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {forms.map((form) => (
            <HiddenFormItem
              key={form.id}
              form={form}
              disabled={isDisabled(form)}
              onSelect={() => onSelect(form.id)}
            />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

interface HiddenFormItemProps {
  form: FormTab;
  disabled: boolean;
  onSelect: () => void;
}

/** A form in the menu while its tab is hidden; a submitted one carries the lock, as its tab does. */
function HiddenFormItem({ form, disabled, onSelect }: HiddenFormItemProps) {
  const { t } = useTranslation();
  const visible = useIsOverflowItemVisible(formTabId(form.id));
  if (visible) return null;
  return (
    <MenuItem
      icon={form.status ? <LockClosedRegular /> : undefined}
      disabled={disabled}
      aria-label={form.status ? t('fill.tabs.submitted', { name: form.formName }) : undefined}
      onClick={onSelect}
    >
      {form.formName}
    </MenuItem>
  );
}
