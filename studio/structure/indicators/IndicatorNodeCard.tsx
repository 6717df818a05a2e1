import { Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { TranslationFields } from '@runtime/shared/structure/dialogs';
import type { StructureIndicator } from '@schemas/generated/structure';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormQuestionChoice } from './formQuestions';
import { IndicatorInputRow } from './IndicatorInputRow';
import type { NodePath } from './indicatorTreeEdits';
import { draftOfTranslations, translationsOfDraft } from './translationsDraft';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere', margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  children: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  weight: { maxWidth: '10rem' },
});

/** The levels of the tree: a theme holds subthemes, a subtheme indicators, an indicator questions. */
const LEVELS = ['theme', 'subtheme', 'indicator'] as const;

/** What the node cards ask of the editor, by the node's place in the tree. */
export interface NodeEdits {
  change: (path: NodePath, change: (node: StructureIndicator) => StructureIndicator) => void;
  remove: (path: NodePath) => void;
  addChild: (path: NodePath, level: (typeof LEVELS)[number]) => void;
}

/**
 * One theme, subtheme or indicator: its name in six languages and its weight; a theme or subtheme
 * adds the level below, an indicator picks the form's questions it reads. A node never has both.
 */
export function IndicatorNodeCard({
  node,
  path,
  questions,
  edits,
}: {
  node: StructureIndicator;
  path: NodePath;
  questions: readonly FormQuestionChoice[];
  edits: NodeEdits;
}) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const headingId = useId();
  const level = LEVELS[Math.min(path.length - 1, LEVELS.length - 1)] ?? 'indicator';
  const below = LEVELS[path.length];
  const inputs = node.inputs ?? [];
  const children = node.children ?? [];
  const name = node.name.en || node.key;
  const label = t(`indicators.levels.${level}`, { name });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h3" id={headingId} className={styles.title}>
          {label}
        </Subtitle2>
        <Button icon={<DeleteRegular />} onClick={() => edits.remove(path)}>
          {t('indicators.remove', { name: label })}
        </Button>
      </div>
      <TranslationFields
        legend={t('indicators.name', { key: node.key })}
        value={draftOfTranslations(node.name)}
        required="fallback"
        onChange={(draft) => edits.change(path, (found) => ({ ...found, name: translationsOfDraft(draft) }))}
      />
      <Field label={t('indicators.weight', { name: label })} className={styles.weight}>
        <Input
          type="number"
          min={0}
          step="any"
          value={node.weight === undefined ? '' : String(node.weight)}
          onChange={(_event, data) => {
            const value = Number(data.value.replace(',', '.'));
            edits.change(path, ({ weight: _old, ...rest }) =>
              data.value.trim() === '' || !Number.isFinite(value) ? rest : { ...rest, weight: value },
            );
          }}
        />
      </Field>
      {inputs.map((input, index) => (
        <IndicatorInputRow
          key={index}
          input={input}
          questions={questions}
          onChange={(changed) =>
            edits.change(path, (found) => ({
              ...found,
              inputs: (found.inputs ?? []).map((old, at) => (at === index ? changed : old)),
            }))
          }
          onRemove={() =>
            edits.change(path, (found) => ({
              ...found,
              inputs: (found.inputs ?? []).filter((_old, at) => at !== index),
            }))
          }
        />
      ))}
      {children.length > 0 && (
        <ul className={styles.children}>
          {children.map((child, index) => (
            <li key={child.key}>
              <IndicatorNodeCard node={child} path={[...path, index]} questions={questions} edits={edits} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {below && inputs.length === 0 && (
          <Button icon={<AddRegular />} onClick={() => edits.addChild(path, below)}>
            {t(`indicators.add.${below}`, { name: label })}
          </Button>
        )}
        {children.length === 0 && questions[0] && (
          <Button
            icon={<AddRegular />}
            onClick={() =>
              edits.change(path, (found) => ({
                ...found,
                inputs: [...(found.inputs ?? []), { questionKey: questions[0]?.key ?? '' }],
              }))
            }
          >
            {t('indicators.add.input', { name: label })}
          </Button>
        )}
      </div>
    </section>
  );
}
