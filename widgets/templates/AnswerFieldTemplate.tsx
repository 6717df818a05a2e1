import type { FieldTemplateProps } from '@rjsf/utils';
import { UnknownWidget } from './UnknownWidget';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { lookUpWidget, questionOf } from './widget-lookup';

/**
 * A field without RJSF's label, description and error list: the question card shows the title and
 * the widget its own messages. A question whose widget is not registered, or whose widget fails,
 * shows a contained notice instead of breaking the form.
 */
export function AnswerFieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, style, hidden, children, schema, uiSchema, registry, label } = props;
  if (hidden) return <div hidden>{children}</div>;
  const question = questionOf(schema, uiSchema, label);
  const fallback = <UnknownWidget id={id} number={question.number} text={question.text} />;
  const known = uiSchema?.['ui:field'] !== undefined || lookUpWidget(schema, uiSchema, registry).found;
  return (
    <div className={classNames} style={style}>
      <WidgetErrorBoundary fallback={fallback}>{known ? children : fallback}</WidgetErrorBoundary>
    </div>
  );
}
