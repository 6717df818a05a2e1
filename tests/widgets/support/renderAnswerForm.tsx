import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import Form from '@rjsf/core';
import {
  ErrorSchemaBuilder,
  type ErrorSchema,
  type RJSFSchema,
  type UiSchema,
  type Widget,
} from '@rjsf/utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AnswerValue } from '@engine/answers/answer-value';
import type { FillContext } from '@engine/context';
import { buildGroupForm, type GroupForm, type GroupFormOptions } from '@engine/convert/group-form';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import {
  answerFormValidator,
  answerTemplates,
  fieldRegistry,
  startEmpty,
  widgetRegistry,
  type WidgetsFormContext,
} from '@widgets/index';
import { everyAnswerTypeGroup, fixtureToday } from '@tests/fixtures/fill-group';

export type FormValues = Record<string, AnswerValue | undefined>;

export const fillContext: FillContext = {
  today: fixtureToday,
  answersAsOptions: {
    3: [
      { id: 901, answer: 'Pen A' },
      { id: 902, answer: 'Pen B' },
    ],
  },
};

export function groupForm(options: GroupFormOptions = {}): GroupForm {
  return buildGroupForm(everyAnswerTypeGroup(), fillContext, options);
}

export interface FormParts {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData?: FormValues;
}

/** The form of one question alone, cut out of the group's form. */
export function questionForm(form: GroupForm, key: string): FormParts {
  return {
    schema: { type: 'object', properties: { [key]: form.schema.properties[key]! } },
    uiSchema: { 'ui:order': [key], [key]: form.uiSchema[key]! },
    formData: { [key]: form.formData[key] },
  };
}

interface HarnessProps {
  parts: FormParts;
  extraErrors?: ErrorSchema;
  onValues: (values: FormValues) => void;
  onBlurred: (id: string) => void;
  widgets: Record<string, Widget>;
  formContext: WidgetsFormContext;
}

/** RJSF's Form with our registry and validator, holding formData as the runtime does (controlled). */
function Harness({ parts, extraErrors, onValues, onBlurred, widgets, formContext }: HarnessProps) {
  const [formData, setFormData] = useState<FormValues>(parts.formData ?? {});
  return (
    <Form
      schema={parts.schema}
      uiSchema={{ ...parts.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={formData}
      validator={answerFormValidator}
      widgets={widgets}
      fields={fieldRegistry}
      templates={answerTemplates}
      formContext={formContext}
      experimental_defaultFormStateBehavior={startEmpty}
      extraErrors={extraErrors}
      showErrorList={false}
      onChange={(event) => {
        const next: FormValues = event.formData ?? {};
        setFormData(next);
        onValues(next);
      }}
      onBlur={(id) => onBlurred(id)}
    />
  );
}

/** Renders the parts through RJSF with our widgets, in a Fluent provider and a fresh i18n instance. */
export function renderAnswerForm(
  parts: FormParts,
  {
    language = 'en',
    errors,
    widgets = widgetRegistry,
    formContext = {},
  }: {
    language?: LanguageCode;
    /** Messages by question key, as the runtime feeds its engine verdicts through `extraErrors`. */
    errors?: Record<string, string>;
    widgets?: Record<string, Widget>;
    /** Added to the form context (whose `today` is the fixture's). */
    formContext?: Omit<WidgetsFormContext, 'today'>;
  } = {},
) {
  let extraErrors: ErrorSchema | undefined;
  if (errors) {
    const builder = new ErrorSchemaBuilder();
    for (const [key, text] of Object.entries(errors)) builder.addErrors(text, key);
    extraErrors = builder.ErrorSchema;
  }
  const values: FormValues[] = [];
  const blurred: string[] = [];
  const i18n = createI18n(language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <Harness
          parts={parts}
          extraErrors={extraErrors}
          widgets={widgets}
          formContext={{ today: fixtureToday, ...formContext }}
          onValues={(next) => values.push(next)}
          onBlurred={(id) => blurred.push(id)}
        />
      </FluentProvider>
    </I18nextProvider>,
  );
  /** The last value RJSF reported for a question, or undefined when none was reported. */
  const last = (key: string): AnswerValue | undefined => values.at(-1)?.[key];
  return { ...view, user, values, blurred, last, i18n };
}

interface Variant {
  values?: FormValues;
  /** The group is read-only (show mode, submitted form). */
  readOnly?: boolean;
  /** Marks the question skipped, as buildGroupForm does for a question a chosen option skips. */
  skipped?: boolean;
}

/** One question of the every-answer-type group, in a state: with values, read-only or skipped. */
export function questionParts(key: string, { values, readOnly, skipped }: Variant = {}): FormParts {
  const form = groupForm({ values, readOnly });
  const parts = questionForm(form, key);
  if (!skipped) return parts;
  const ui = form.uiSchema[key];
  if (Array.isArray(ui) || ui === undefined) throw new Error(`no question ${key}`);
  return {
    ...parts,
    uiSchema: {
      ...parts.uiSchema,
      [key]: {
        ...ui,
        'ui:readonly': true,
        'ui:options': { card: { ...ui['ui:options'].card, skipped: true } },
      },
    },
  };
}
