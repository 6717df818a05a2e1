import type { WidgetName } from '@engine/answer-types';
import type {
  Experimental_DefaultFormStateBehavior,
  RegistryFieldsType,
  TemplatesType,
  Widget,
} from '@rjsf/utils';
import { CheckboxesFromAnswersWidget } from './controls/CheckboxesFromAnswersWidget';
import { CheckboxesWidget } from './controls/CheckboxesWidget';
import { CheckboxesWithValueWidget } from './controls/CheckboxesWithValueWidget';
import { ChoiceWithValueWidget } from './controls/ChoiceWithValueWidget';
import { DateWidget } from './controls/DateWidget';
import { DecimalWidget } from './controls/DecimalWidget';
import { DropdownWidget } from './controls/DropdownWidget';
import { IntegerWidget } from './controls/IntegerWidget';
import { LikertWidget } from './controls/LikertWidget';
import { LongTextWidget } from './controls/LongTextWidget';
import { MapGridWidget } from './controls/MapGridWidget';
import { MapPointWidget } from './controls/MapPointWidget';
import { PhotoWidget } from './controls/PhotoWidget';
import { YesNoWidget } from './controls/YesNoWidget';
import { AnswerField } from './fields/AnswerField';
import { AnswerFieldTemplate } from './templates/AnswerFieldTemplate';
import { AnswerObjectFieldTemplate } from './templates/AnswerObjectFieldTemplate';

/**
 * One widget per name the engine emits in `ui:widget` (a missing one is a compile error). Pass it to
 * RJSF's `Form` as `widgets`; nothing registers itself on import.
 */
export const widgetRegistry: Record<WidgetName, Widget> = {
  integer: IntegerWidget,
  decimal: DecimalWidget,
  longText: LongTextWidget,
  dropdown: DropdownWidget,
  choiceWithValue: ChoiceWithValueWidget,
  checkboxes: CheckboxesWidget,
  checkboxesWithValue: CheckboxesWithValueWidget,
  yesNo: YesNoWidget,
  date: DateWidget,
  likert: LikertWidget,
  mapPoint: MapPointWidget,
  mapGrid: MapGridWidget,
  checkboxesFromAnswers: CheckboxesFromAnswersWidget,
  photo: PhotoWidget,
};

/** `ui:field: 'answer'` (types 5, 7, 11, 12, 17): the whole composite value goes to the named widget. */
export const fieldRegistry = { answer: AnswerField } satisfies RegistryFieldsType;

/**
 * Templates for question lists: no RJSF label or error list (the card shows the title, the widget
 * its messages), no grid, and a contained notice for an unknown widget. Pass as `templates`.
 */
export const answerTemplates = {
  FieldTemplate: AnswerFieldTemplate,
  ObjectFieldTemplate: AnswerObjectFieldTemplate,
} satisfies Partial<TemplatesType>;

/** An unanswered questionnaire starts empty: no first option pre-chosen, no `false` defaults. */
export const startEmpty: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'skipOneOf',
  requiredBooleanDefault: 'skip',
};

export { answerFormValidator } from './answer-form-validator';
export type {
  PhotoServices,
  PhotoUploadResult,
  UploadedPhoto,
  WidgetsFormContext,
} from './shared/widgets-context';
export { UnknownWidget } from './templates/UnknownWidget';
export { WidgetErrorBoundary } from './templates/WidgetErrorBoundary';
