import { Body1, Button, Caption1, Subtitle2 } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { partTrail } from '@engine/structure/part-trail';
import type { LanguageCoverage } from '@engine/structure/translation-coverage';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeNameOf } from '@runtime/shared/i18n/languages';
import { ChangeFailure } from '../tree/ChangeFailure';
import { PartTrail, useNameOf } from '../document/PartTrail';
import { usePartDialog } from '../document/usePartDialog';
import { usePartListStyles } from '../document/partListStyles';

/** The texts one language lacks, each with where it is, which field, and a button to its dialog. */
export function MissingTranslations({
  reply,
  coverage,
}: {
  reply: StructureDocumentReply;
  coverage: LanguageCoverage;
}) {
  const { t } = useTranslation('studio');
  const styles = usePartListStyles();
  const headingId = useId();
  const nameOf = useNameOf();
  const dialog = usePartDialog(reply);
  const language = nativeNameOf(coverage.language);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {t('coverage.missingTitle', { language, count: coverage.missing.length })}
      </Subtitle2>
      {dialog.failure && <ChangeFailure failure={dialog.failure} onDismiss={dialog.dismiss} />}
      {coverage.missing.length === 0 ? (
        <Body1 as="p" block>
          {t('coverage.allTranslated', { language })}
        </Body1>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {coverage.missing.map((missing) => {
            const trail = partTrail(reply.document, missing.path);
            const part = trail.at(-1);
            const name = (part && nameOf(part.name)) || t('coverage.unnamed');
            const field = t(`coverage.fields.${missing.field}`);
            return (
              <li key={`${missing.path}:${missing.field}`} className={styles.row}>
                <div className={styles.place}>
                  <PartTrail trail={trail} />
                  <Caption1>
                    {t('coverage.missingField', {
                      level: t(`coverage.levels.${missing.level}`),
                      field,
                    })}
                  </Caption1>
                </div>
                <Button
                  icon={<OpenRegular />}
                  disabled={dialog.opening !== null}
                  aria-label={t('coverage.openPart', { name, field })}
                  onClick={() => void dialog.open(missing.path)}
                >
                  {t('coverage.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
