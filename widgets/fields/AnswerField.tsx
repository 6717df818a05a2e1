import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { UnknownWidget } from '../templates/UnknownWidget';
import { lookUpWidget, questionOf } from '../templates/widget-lookup';
import { errorTexts } from './error-texts';

/**
 * `ui:field: 'answer'`: a question whose value is an object or a list of objects (types 5, 7, 11, 12)
 * handed whole to the widget its `ui:widget` names, instead of RJSF's object and array fields
 * rendering each property as its own input. The question's own errors arrive as `rawErrors`, those
 * of its parts (ajv's, by property) in `errorSchema`: the widget shows them together.
 */
export function AnswerField(props: FieldProps) {
  const { schema, uiSchema, fieldPathId, formData, registry, name, errorSchema } = props;
  const { onChange, onBlur, onFocus } = props;
  const lookup = lookUpWidget(schema, uiSchema, registry);
  const question = questionOf(schema, uiSchema, props.title);
  if (!lookup.found || lookup.widget === undefined) {
    return <UnknownWidget id={fieldPathId.$id} number={question.number} text={question.text} />;
  }
  const Widget = lookup.widget;
  const { widget: _widget, ...options } = getUiOptions(uiSchema);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      label={question.text}
      hideLabel
      value={formData}
      required={props.required}
      disabled={props.disabled}
      readonly={props.readonly}
      autofocus={props.autofocus}
      hideError={props.hideError}
      rawErrors={[...(props.rawErrors ?? []), ...errorTexts(errorSchema)]}
      registry={registry}
      onChange={(value: unknown) => onChange(value, fieldPathId.path)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
