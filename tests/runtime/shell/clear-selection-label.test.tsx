import { waitFor } from '@testing-library/react';
import { renderRuntime } from '../renderRuntime';
import { stubApi } from '../support/fakeApi';
import { dictionaryRoutes } from '../support/fixtures';

/** Fluent renders a clear button in every dropdown (shown only when clearable), always labelled. */
function clearButtonLabels(): (string | null)[] {
  return [...document.querySelectorAll('.fui-Dropdown__clearButton')].map((button) =>
    button.getAttribute('aria-label'),
  );
}

describe('the clear buttons of dropdowns', () => {
  it('are labelled in the interface language on a page full of dropdowns (registration and its header)', async () => {
    stubApi(dictionaryRoutes);
    renderRuntime('/registration', 'pl');
    // The language switch, the language of the account and the role, at least.
    await waitFor(() => expect(clearButtonLabels().length).toBeGreaterThanOrEqual(3), { timeout: 5000 });

    expect(new Set(clearButtonLabels())).toEqual(new Set(['Wyczyść wybór']));
    expect(document.querySelector('[aria-label="Clear selection"]')).toBeNull();
  });
});
