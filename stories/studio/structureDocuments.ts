import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { texts } from '@tests/fixtures/structure';
import { dairyDocument } from '@tests/studio/structure/structureDocument';

/**
 * Type 1's structure document with a bound pointing at a missing question and a short name used
 * twice: the two problems tests/studio/structure/problems/structure-problems.test.tsx finds.
 */
export function brokenDocument(): StructureDocumentReply {
  const reply = dairyDocument();
  const questions = reply.document.forms[0]?.subforms[0]?.groups[0]?.questions ?? [];
  const [breed, cows, grazing] = questions;
  if (breed && cows && grazing) {
    cows.maxFromQuestionKey = 'herd_size';
    grazing.shortName = breed.shortName;
  }
  return reply;
}

/**
 * The General form with a theme, a subtheme and an indicator reading the number of cows, as
 * tests/studio/structure/indicators/indicator-editor.test.tsx edits it.
 */
export function documentWithIndicators(): StructureDocumentReply {
  const reply = dairyDocument();
  const general = reply.document.forms[0];
  if (!general) return reply;
  general.hasReport = true;
  general.indicators = [
    {
      key: 'herd_theme',
      name: texts('Herd welfare'),
      children: [
        {
          key: 'herd_sub',
          name: texts('Herd size'),
          children: [
            { key: 'cows_leaf', name: texts('Cows'), inputs: [{ questionKey: 'cows', min: 0, max: 200 }] },
          ],
        },
      ],
    },
  ];
  return reply;
}
