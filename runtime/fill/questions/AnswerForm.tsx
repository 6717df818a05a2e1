import Form, { type IChangeEvent } from '@rjsf/core';
import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import type { AnswerValue } from '@engine/answers/answer-value';
import type { WidgetsFormContext } from '@widgets/index';
import { answerFormValidator, startEmpty } from '@widgets/index';
import { useMemo } from 'react';
import type { AnswerRegistry } from './answerRegistry';
import type { CardView } from './cardView';

interface AnswerFormProps {
  view: CardView;
  value: AnswerValue | undefined;
  /** The rule the value breaks, in the interface language. */
  errorText: string | undefined;
  /** Input blocked on top of the view's own read-only state (a failed save awaiting its reload). */
  locked: boolean;
  registry: AnswerRegistry;
  formContext: WidgetsFormContext;
  onChange(formData: unknown): void;
  onBlur(): void;
}

/**
 * One question's own RJSF form: the question's schema is the form's root, so a change re-renders
 * this form only. Nothing is submitted or validated by RJSF: the engine's rules run in the group
 * store and their verdict comes back as `extraErrors`; RJSF's validator only matches options, and
 * generates no code (the page's Content Security Policy forbids it).
 */
export function AnswerForm({
  view,
  value,
  errorText,
  locked,
  registry,
  formContext,
  onChange,
  onBlur,
}: AnswerFormProps) {
  const extraErrors = useMemo<ErrorSchema | undefined>(
    () => (errorText === undefined ? undefined : new ErrorSchemaBuilder().addErrors(errorText).ErrorSchema),
    [errorText],
  );
  return (
    <Form
      tagName="div"
      idPrefix={`question-${view.card.id}`}
      schema={view.schema}
      uiSchema={view.uiSchema}
      formData={value}
      formContext={formContext}
      validator={answerFormValidator}
      widgets={registry.widgets}
      fields={registry.fields}
      templates={registry.templates}
      readonly={locked}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={startEmpty}
      onChange={(event: IChangeEvent) => onChange(event.formData)}
      onBlur={onBlur}
    >
      {/* No submit button: every question saves itself. */}
      <></>
    </Form>
  );
}
