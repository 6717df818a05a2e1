import { Text, makeStyles, tokens } from '@fluentui/react-components';
import Form from '@rjsf/core';
import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { AnswerValue } from '@engine/answers/answer-value';
import type { FillContext } from '@engine/context';
import type { RuleMessage } from '@engine/messages';
import { buildGroupForm, type GroupForm } from '@engine/convert/group-form';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { useMessageText } from '@widgets/shared/useMessageText';
import type { MapServices, PhotoServices } from '@widgets/shared/widgets-context';
import {
  answerFormValidator,
  answerTemplates,
  fieldRegistry,
  startEmpty,
  widgetRegistry,
} from '@widgets/index';
import { everyAnswerTypeGroup, fixtureToday } from '@tests/fixtures/fill-group';

type Values = Record<string, AnswerValue | undefined>;

export interface QuestionStoryProps {
  /** The question's key in the group with every answer type (q1 … q13, q16, q17). */
  questionKey: string;
  values?: Values;
  readOnly?: boolean;
  /** Marks the question skipped, as a chosen option of an earlier question does. */
  skipped?: boolean;
  /** An engine verdict the runtime would feed through `extraErrors`, already translated. */
  engineError?: string;
  /** An engine verdict as a rule message, translated into the story's language as the runtime does. */
  engineMessage?: RuleMessage;
  /** Another `ui:widget` name, to show the unknown-widget notice. */
  widgetName?: string;
  /** A different group (e.g. one with an inactive option); defaults to every answer type. */
  group?: GroupInstance;
  /** The user tried to submit the form: required answers are asked for before being touched. */
  showRequired?: boolean;
  /** Tiles and grid squares for the map questions (q11, q12). */
  map?: MapServices;
  /** Upload and thumbnails for the photo question (q17). */
  photos?: PhotoServices;
}

const context: FillContext = {
  today: fixtureToday,
  answersAsOptions: {
    3: [
      { id: 901, answer: 'Pen A' },
      { id: 902, answer: 'Pen B' },
    ],
  },
};

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '40rem',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  value: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
});

function questionParts(form: GroupForm, key: string, skipped = false, widgetName?: string) {
  const ui = form.uiSchema[key];
  const property = form.schema.properties[key];
  if (ui === undefined || Array.isArray(ui) || property === undefined) {
    throw new Error(`No question ${key} in the group`);
  }
  let questionUi: UiSchema = { ...ui };
  if (skipped) {
    questionUi = {
      ...ui,
      'ui:readonly': true,
      'ui:options': { card: { ...ui['ui:options'].card, skipped: true } },
    };
  }
  if (widgetName) questionUi = { ...questionUi, 'ui:widget': widgetName };
  const schema: RJSFSchema = { type: 'object', properties: { [key]: property } };
  const uiSchema: UiSchema = {
    'ui:order': [key],
    [key]: questionUi,
    'ui:submitButtonOptions': { norender: true },
  };
  return { schema, uiSchema, card: ui['ui:options'].card };
}

/**
 * One question of the fixture group rendered as the fill screen will: RJSF with our registry,
 * templates and "start empty" defaults, inside a plain frame standing in for the question card.
 * The value RJSF reports is printed under it. Changing the story's args starts the form afresh.
 */
export function QuestionStory(props: QuestionStoryProps) {
  const { questionKey, values, readOnly, skipped, widgetName, showRequired } = props;
  // The map and photo services are functions: they do not take part in the key.
  return (
    <StatefulQuestion
      key={JSON.stringify({ questionKey, values, readOnly, skipped, widgetName, showRequired })}
      {...props}
    />
  );
}

function StatefulQuestion({
  questionKey,
  values,
  readOnly,
  skipped,
  engineError,
  engineMessage,
  widgetName,
  group,
  showRequired,
  map,
  photos,
}: QuestionStoryProps) {
  const styles = useStyles();
  const form = useMemo(
    () => buildGroupForm(group ?? everyAnswerTypeGroup(), context, { values, readOnly }),
    [group, values, readOnly],
  );
  const parts = useMemo(
    () => questionParts(form, questionKey, skipped, widgetName),
    [form, questionKey, skipped, widgetName],
  );
  const [formData, setFormData] = useState<Values>({ [questionKey]: form.formData[questionKey] });
  const messageText = useMessageText();
  const verdict = engineError ?? messageText(engineMessage);
  const extraErrors = useMemo((): ErrorSchema | undefined => {
    if (!verdict) return undefined;
    return new ErrorSchemaBuilder().addErrors(verdict, questionKey).ErrorSchema;
  }, [verdict, questionKey]);
  return (
    <div className={styles.card}>
      <Text weight="semibold">
        {parts.card.number}. {parts.card.text}
      </Text>
      <Form
        schema={parts.schema}
        uiSchema={parts.uiSchema}
        formData={formData}
        validator={answerFormValidator}
        widgets={widgetRegistry}
        fields={fieldRegistry}
        templates={answerTemplates}
        formContext={{ today: fixtureToday, showRequired, map, photos }}
        experimental_defaultFormStateBehavior={startEmpty}
        extraErrors={extraErrors}
        showErrorList={false}
        onChange={(event) => setFormData(event.formData ?? {})}
      />
      <Text size={200} className={styles.value}>
        value: {JSON.stringify(formData[questionKey]) ?? 'undefined'}
      </Text>
    </div>
  );
}
