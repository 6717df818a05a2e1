import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import Form from '@rjsf/core';
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import {
  answerFormValidator,
  answerTemplates,
  fieldRegistry,
  startEmpty,
  widgetRegistry,
} from '@widgets/index';
import { fixtureToday } from '@tests/fixtures/fill-group';
import { groupForm } from './support/renderAnswerForm';
import { expectInvalid } from './support/described';

/**
 * The fill screen gives each question its own form, the question's schema being the root: the
 * widgets must work there too, with the engine's verdict as the root's error.
 */
function renderRoot(key: string, initial: unknown, error?: string) {
  const form = groupForm();
  const ui = form.uiSchema[key];
  const property = form.schema.properties[key];
  if (ui === undefined || Array.isArray(ui) || property === undefined) throw new Error(key);
  const schema: RJSFSchema = property;
  const uiSchema: UiSchema = { ...ui };
  const reported: unknown[] = [];
  const blurred: string[] = [];
  function Root() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <Form
        tagName="div"
        idPrefix="question-7"
        schema={schema}
        uiSchema={uiSchema}
        formData={value}
        formContext={{ today: fixtureToday }}
        validator={answerFormValidator}
        widgets={widgetRegistry}
        fields={fieldRegistry}
        templates={answerTemplates}
        extraErrors={error === undefined ? undefined : new ErrorSchemaBuilder().addErrors(error).ErrorSchema}
        showErrorList={false}
        experimental_defaultFormStateBehavior={startEmpty}
        onChange={(event) => {
          setValue(event.formData);
          reported.push(event.formData);
        }}
        onBlur={(id) => blurred.push(id)}
      >
        <></>
      </Form>
    );
  }
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <FluentProvider theme={webLightTheme}>
        <Root />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), reported, blurred };
}

describe('a question as the root of its own form (as the fill screen renders it)', () => {
  it('a typed answer: value reported, root error shown, blur reported', async () => {
    const { user, reported, blurred } = renderRoot('q1', '90', 'The value should be less than 80');
    const input = screen.getByRole('textbox', { name: 'Question text 1' });
    expectInvalid(input, 'The value should be less than 80');
    await user.type(input, '1');
    expect(reported.at(-1)).toBe('901');
    await user.tab();
    expect(blurred).toEqual(['question-7']);
  });

  it("a composite answer under the 'answer' field: value reported whole, root error shown", async () => {
    const { user, reported } = renderRoot(
      'q5',
      { optionId: 51, value: '700' },
      'The value should be between 1 - 100',
    );
    const value = screen.getByRole('textbox', { name: 'Value for “Contract”' });
    expectInvalid(value, 'The value should be between 1 - 100');
    await user.clear(value);
    await user.type(value, '7');
    expect(reported.at(-1)).toEqual({ optionId: 51, value: '7' });
  });

  it('checkboxes with values: the list is reported whole', async () => {
    const { user, reported } = renderRoot('q7', undefined);
    await user.click(screen.getByRole('checkbox', { name: 'None' }));
    expect(reported.at(-1)).toEqual([{ optionId: 73, value: '' }]);
  });

  it('a choice: re-choosing clears to undefined, and blur is reported', async () => {
    const { user, reported, blurred } = renderRoot('q8', 81);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeUndefined();
    await user.tab();
    expect(blurred.length).toBeGreaterThan(0);
  });
});
