import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * The group's questions one after another, without a title or the theme's grid (whose layout breaks
 * on long question lists, see LIBRARY-NOTES).
 */
export function AnswerObjectFieldTemplate({ properties, fieldPathId }: ObjectFieldTemplateProps) {
  const styles = useStyles();
  return (
    <div id={fieldPathId.$id} className={styles.list}>
      {properties.map((property) => (property.hidden ? null : property.content))}
    </div>
  );
}
