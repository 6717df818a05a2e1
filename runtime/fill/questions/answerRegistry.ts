import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { answerTemplates, fieldRegistry, widgetRegistry } from '@widgets/index';

/** What each card's form renders with: widgets by the engine's names, the 'answer' field, templates. */
export interface AnswerRegistry {
  widgets: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  templates?: Partial<TemplatesType>;
}

/** The answer widgets of widgets/. */
export const answerRegistry: AnswerRegistry = {
  widgets: widgetRegistry,
  fields: fieldRegistry,
  templates: answerTemplates,
};
