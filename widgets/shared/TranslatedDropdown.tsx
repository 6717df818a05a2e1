import { Dropdown, slot } from '@fluentui/react-components';
import type { DropdownProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Fluent's Dropdown with its built-in screen-reader texts in the interface language. Fluent renders
 * a clear button inside every dropdown (hidden unless `clearable`) whose label is always the English
 * "Clear selection"; here it is translated, and a label given by the caller still wins.
 */
export function TranslatedDropdown({ clearButton, ...props }: DropdownProps) {
  const { t } = useTranslation();
  const given = slot.resolveShorthand(clearButton);
  const translated = given === null ? null : { 'aria-label': t('widgets.clearSelection'), ...given };
  return <Dropdown {...props} clearButton={translated} />;
}
