import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { checkStructureReferences } from '@engine/structure/check-structure-references';
import { partTrail } from '@engine/structure/part-trail';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PartTrail, useNameOf } from '../document/PartTrail';
import { usePartDialog } from '../document/usePartDialog';
import { usePartListStyles } from '../document/partListStyles';
import { ChangeFailure } from '../tree/ChangeFailure';
import { usedUnitTypeKeys } from './usedUnitTypeKeys';

const useStyles = makeStyles({
  message: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** The problems the reference check finds in one document, or that there are none. */
export function ProblemList({ reply }: { reply: StructureDocumentReply }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const list = usePartListStyles();
  const headingId = useId();
  const nameOf = useNameOf();
  const dialog = usePartDialog(reply);
  const problems = useMemo(
    () => checkStructureReferences(reply.document, usedUnitTypeKeys(reply.document)),
    [reply.document],
  );
  if (problems.length === 0) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>{t('problems.none')}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <section className={list.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {t('problems.found', { count: problems.length })}
      </Subtitle2>
      {dialog.failure && <ChangeFailure failure={dialog.failure} onDismiss={dialog.dismiss} />}
      <ul className={list.list} aria-labelledby={headingId}>
        {problems.map((problem, index) => {
          const trail = partTrail(reply.document, problem.path);
          const part = trail.at(-1);
          const name = (part && nameOf(part.name)) || t('coverage.unnamed');
          return (
            <li key={`${problem.path}:${problem.problem}:${index}`} className={list.row}>
              <div className={list.place}>
                <Body1 as="p" block className={styles.message}>
                  {t(`problems.codes.${problem.problem}`, { key: problem.key })}
                </Body1>
                <PartTrail trail={trail} />
              </div>
              {part && (
                <Button
                  icon={<OpenRegular />}
                  disabled={dialog.opening !== null}
                  aria-label={t('problems.openPart', { name })}
                  onClick={() => void dialog.open(part.path)}
                >
                  {t('problems.open')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
