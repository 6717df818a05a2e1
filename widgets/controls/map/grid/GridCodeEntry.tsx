import { Button, Input, Label } from '@fluentui/react-components';
import type { GridSquareValue } from '@engine/answers/answer-value';
import { errorId } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/useMessageText';
import { WidgetMessages } from '../../../shared/WidgetMessages';
import { useMapStyles } from '../mapStyles';
import { squareOfCode, type SquareOfCode } from './square-of-code';

type Problem = Extract<SquareOfCode, { ok: false }>['problem'];

/**
 * The keyboard's way to answer (the map cannot be used without a mouse or touch): a square's code is
 * typed and applied with Enter or the button. A code that names no square on the map says so and
 * changes nothing.
 */
export function GridCodeEntry({ id, onSquare }: { id: string; onSquare: (square: GridSquareValue) => void }) {
  const { t } = useTranslation();
  const styles = useMapStyles();
  const messageText = useMessageText();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const entryId = `${id}_code`;
  const apply = (): void => {
    const result = squareOfCode(typed);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(undefined);
    // The chosen square's code is shown (and announced) above; the box is ready for another one.
    setTyped('');
    onSquare(result.square);
  };
  return (
    <div className={styles.entry}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <Label htmlFor={entryId} size="small">
            {t('widgets.map.grid.code')}
          </Label>
          <Input
            id={entryId}
            className={styles.codeInput}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== undefined || undefined}
            aria-describedby={problem ? errorId(entryId) : undefined}
            onChange={(_event, data) => setTyped(data.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Inside a <form> Enter would submit it.
              event.preventDefault();
              apply();
            }}
          />
        </div>
        <Button onClick={apply}>{t('widgets.map.grid.apply')}</Button>
      </div>
      <WidgetMessages
        id={entryId}
        errors={
          problem === 'unknownSquare'
            ? [messageText({ key: 'GRID_SQUARE_UNKNOWN' }) ?? '']
            : problem === 'outsideMap'
              ? [t('widgets.map.grid.outsideMap')]
              : []
        }
      />
    </div>
  );
}
