import { Badge, Body1, Link, Tab, TabList, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@runtime/shared/layout/usePageTitle';
import { RouterLink } from '@runtime/shared/navigation/RouterLink';
import { useQuestionnaireTypeLists } from '@runtime/shared/structure/data';
import { AdministratorsOnly } from '../../access/AdministratorsOnly';
import { StructureDialogs } from '../dialogs/StructureDialogs';
import { StructureHistoryProvider, UndoRedoButtons } from '../history/StructureHistory';
import { PreviewSelectionProvider } from '../preview/PreviewSelection';
import { StructurePreview } from '../preview/StructurePreview';
import { IndicatorEditorPanel, useIndicatorFormId } from '../indicators/IndicatorEditorPanel';
import { TransferButtons } from '../transfer/TransferButtons';
import { lazyView } from '../lazyView';
import { FormLevel } from './FormLevel';

// The views behind the tabs are downloaded when first opened.
const TranslationCoverage = lazyView(() =>
  import('../coverage/TranslationCoverage').then((module) => module.TranslationCoverage),
);
const StructureProblems = lazyView(() =>
  import('../problems/StructureProblems').then((module) => module.StructureProblems),
);
const StructureChangeLog = lazyView(() =>
  import('../changes/StructureChangeLog').then((module) => module.StructureChangeLog),
);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { overflowWrap: 'anywhere', minWidth: 0 },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // On a phone the four tabs wrap onto a second line rather than hide the last one.
  tabs: { flexWrap: 'wrap', maxWidth: '100%' },
  // The tree and the preview side by side where there is room, the preview below the tree on a phone.
  workspace: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  tree: { minWidth: 0 },
});

/** The views of one questionnaire type, kept in the address (`?view=`) so a reload keeps the place. */
const VIEWS = ['structure', 'translations', 'problems', 'changes'] as const;
type TypeView = (typeof VIEWS)[number];

function isTypeView(value: string | null): value is TypeView {
  return VIEWS.some((view) => view === value);
}

/** The fill screen's admin mode lives in the runtime app: a plain link, a full page load. */
export function fillAdminUrl(questionnaireDicId: number): string {
  return `/edit-questionnaire?questionnaireDicId=${questionnaireDicId}`;
}

/** /studio/types/:typeId: one questionnaire type's tree, kept on reload by its address. */
export function TypeTreePage() {
  return (
    <AdministratorsOnly>
      <StructureHistoryProvider>
        <StructureDialogs>
          <TypeTree />
        </StructureDialogs>
      </StructureHistoryProvider>
    </AdministratorsOnly>
  );
}

function TypeTree() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { typeId = '' } = useParams();
  const id = /^[1-9]\d*$/.test(typeId) ? Number(typeId) : null;
  const { active, inactive } = useQuestionnaireTypeLists();
  const type = [...(active.data ?? []), ...(inactive.data ?? [])].find((candidate) => candidate.id === id);
  const missing = id === null || (active.data !== undefined && inactive.data !== undefined && !type);
  const title = type?.questionnaireText ?? t('studio.structureTitle');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <RouterLink to="/">{t('structureEditor.backToTypes')}</RouterLink>
      <div className={styles.title}>
        <Title1 as="h1" className={styles.heading}>
          {title}
        </Title1>
        {type?.isActive === false && (
          <Badge appearance="outline" color="informative">
            {t('structureEditor.inactive')}
          </Badge>
        )}
      </div>
      {missing || id === null ? (
        <Body1 as="p" block>
          {t('structureEditor.typeNotFound', { id: typeId })}
        </Body1>
      ) : (
        <TypeViews questionnaireDicId={id} />
      )}
    </section>
  );
}

function TypeViews({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  const { t: tShared } = useTranslation();
  const styles = useStyles();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view: TypeView = isTypeView(asked) ? asked : 'structure';
  const indicatorFormId = useIndicatorFormId();
  const show = (next: TypeView) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'structure') params.delete('view');
        else params.set('view', next);
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <div className={styles.links}>
        <Link href={fillAdminUrl(questionnaireDicId)}>{tShared('structureEditor.openInFill')}</Link>
        <div className={styles.tools}>
          <UndoRedoButtons />
          <TransferButtons questionnaireDicId={questionnaireDicId} />
        </div>
      </div>
      <TabList
        className={styles.tabs}
        aria-label={t('page.views')}
        selectedValue={view}
        onTabSelect={(_event, data) => {
          if (typeof data.value === 'string' && isTypeView(data.value)) show(data.value);
        }}
      >
        {VIEWS.map((candidate) => (
          <Tab key={candidate} value={candidate}>
            {t(`page.${candidate}`)}
          </Tab>
        ))}
      </TabList>
      {view === 'structure' && (
        <PreviewSelectionProvider key={questionnaireDicId}>
          <div className={styles.workspace}>
            <div className={styles.tree}>
              {indicatorFormId === undefined ? (
                <FormLevel questionnaireDicId={questionnaireDicId} />
              ) : (
                <IndicatorEditorPanel questionnaireDicId={questionnaireDicId} formId={indicatorFormId} />
              )}
            </div>
            <StructurePreview questionnaireDicId={questionnaireDicId} />
          </div>
        </PreviewSelectionProvider>
      )}
      {view === 'translations' && <TranslationCoverage questionnaireDicId={questionnaireDicId} />}
      {view === 'problems' && <StructureProblems questionnaireDicId={questionnaireDicId} />}
      {view === 'changes' && <StructureChangeLog questionnaireDicId={questionnaireDicId} />}
    </>
  );
}
