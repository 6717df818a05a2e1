import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { useId, type ReactNode } from 'react';
import { DocumentState } from './DocumentState';
import { useStructureDocument } from './useStructureDocument';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * A view of the type page built on the type's structure document (coverage, problems): its heading,
 * an introduction, the document's loading and error states, then what `children` make of it.
 */
export function DocumentView({
  questionnaireDicId,
  title,
  intro,
  children,
}: {
  questionnaireDicId: number;
  title: string;
  intro: string;
  children: (reply: StructureDocumentReply) => ReactNode;
}) {
  const styles = useStyles();
  const headingId = useId();
  const document = useStructureDocument(questionnaireDicId);
  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      <Body1 as="p" block>
        {intro}
      </Body1>
      <DocumentState document={document} />
      {document.data && children(document.data)}
    </section>
  );
}
