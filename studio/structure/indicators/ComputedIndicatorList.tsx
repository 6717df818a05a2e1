import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  value: { fontVariantNumeric: 'tabular-nums' },
});

function Items({ items }: { items: readonly ComputedIndicator[] }) {
  const { t, i18n } = useTranslation('studio');
  const styles = useStyles();
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          {item.name}:{' '}
          <span className={styles.value}>
            {item.scaledValue === null ? t('indicators.preview.noValue') : format.format(item.scaledValue)}
          </span>
          {item.children.length > 0 && <Items items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The edited tree computed on the answers typed into the preview: each node's 0–100 value, nested. */
export function ComputedIndicatorList({
  computed,
}: {
  computed: { ok: true; items: ComputedIndicator[] } | { ok: false };
}) {
  const { t } = useTranslation('studio');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {t('indicators.preview.title')}
      </Subtitle2>
      <Caption1 as="p" block>
        {t('indicators.preview.hint')}
      </Caption1>
      {!computed.ok ? (
        <Body1 as="p" block>
          {t('indicators.preview.failed')}
        </Body1>
      ) : computed.items.length === 0 ? (
        <Body1 as="p" block>
          {t('indicators.preview.empty')}
        </Body1>
      ) : (
        <Items items={computed.items} />
      )}
    </section>
  );
}
