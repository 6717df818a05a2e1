import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StructureList } from '@runtime/shared/structure/data';

/**
 * What a level shows instead of its items while they load, when they could not be loaded, or when
 * there are none; `null` when the items are there to show.
 */
export function LevelStatus<T>({ list, emptyText }: { list: StructureList<T>; emptyText: string }) {
  const { t } = useTranslation();
  if (list.error && !list.data) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('structureEditor.loadFailed', { message: list.error.message })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void list.mutate()}>{t('structureEditor.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!list.data) return <Spinner size="tiny" label={t('structureEditor.loading')} />;
  if (list.data.length === 0) {
    return (
      <Body1 as="p" block>
        {emptyText}
      </Body1>
    );
  }
  return null;
}
