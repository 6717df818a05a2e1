import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent UI's focus manager (tabster) for the app's lifetime. A dialog that leaves by unmounting
 * while open can be tabster's last user; tabster is then disposed before it takes the dialog's
 * aria-hidden off the rest of the page, which stays hidden from screen readers (microsoft/tabster#530).
 */
export function FocusManagerHold() {
  useFocusFinders();
  return null;
}
