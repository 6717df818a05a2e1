import type { StructureDocumentReply, StructureEntityRef } from '@schemas/generated/api/structure-studio';
import type { StructureQuestion } from '@schemas/generated/structure';
import { texts } from '@tests/fixtures/structure';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { structureDic } from '@tests/fixtures/structure-dic';
import type { Route } from '../../runtime/support/fakeApi';
import { ok } from '../../runtime/support/fakeApi';
import { stubStructureApi } from './structureServer';

function question(key: string, answerType: StructureQuestion['answerType'], text: string): StructureQuestion {
  return {
    key,
    answerType,
    shortName: key.slice(0, 10),
    text: texts(text),
    recommended: false,
    recommendedFormKeys: [],
    isActive: true,
    options: [],
  };
}

/**
 * "Dairy farm" (type 1 of tests/fixtures/structure-dic.ts) as the structure document reply: the same
 * ids for the parts the dictionary fixture has, plus a group and two questions the document schema
 * needs (every subform and group has children). Polish lacks the text of "Number of cows" and of the
 * answer "Jersey"; German lacks the form's name; Finnish the tip of "Breed".
 */
export function dairyDocument(): StructureDocumentReply {
  const breed: StructureQuestion = {
    ...question('breed', 4, 'Breed'),
    tip: { ...texts('As in the herd book'), fi: '' },
    options: ['Holstein', 'Jersey', 'Other'].map((name) => ({
      key: name.toLowerCase(),
      text: name === 'Jersey' ? { ...texts(name), pl: '' } : texts(name),
      hasInput: name === 'Other',
      skipQuestions: 0,
      skipQuestionsOffset: 0,
      isActive: true,
    })),
  };
  const cows = { ...question('cows', 1, 'Number of cows'), text: { ...texts('Number of cows'), pl: '' } };
  const document: StructureDocumentReply['document'] = {
    formatVersion: 1,
    key: 'dairy',
    name: texts('Dairy farm'),
    privilegedOnly: false,
    isActive: true,
    forms: [
      {
        key: 'general',
        name: { ...texts('General'), de: '' },
        isActive: true,
        hasReport: false,
        indicators: [],
        subforms: [
          {
            key: 'farm_data',
            code: 'S21',
            name: texts('Farm data'),
            unitTypeKeys: [],
            isActive: true,
            groups: [
              {
                key: 'herd',
                qlNumber: -1,
                name: texts('Herd'),
                unitTypeKeys: [],
                isActive: true,
                optional: false,
                questions: [breed, cows, { ...question('grazing', 1, 'Grazing days'), isActive: false }],
              },
              {
                key: 'buildings',
                qlNumber: 2,
                name: texts('Buildings'),
                unitTypeKeys: [],
                isActive: true,
                optional: false,
                questions: [question('roof', 3, 'Roof')],
              },
            ],
          },
          {
            key: 'feeding',
            code: 'S22',
            name: texts('Feeding'),
            unitTypeKeys: [],
            isActive: true,
            groups: [
              {
                key: 'rations',
                qlNumber: -1,
                name: texts('Rations'),
                unitTypeKeys: [],
                isActive: true,
                optional: false,
                questions: [question('feed', 3, 'Feed')],
              },
            ],
          },
        ],
      },
    ],
  };
  const herd = 'forms/0/subforms/0/groups/0';
  const entities: StructureEntityRef[] = [
    { path: '', level: 'type', id: 1 },
    { path: 'forms/0', level: 'form', id: 11, parentId: 1 },
    { path: 'forms/0/subforms/0', level: 'subform', id: 21, parentId: 11 },
    { path: 'forms/0/subforms/1', level: 'subform', id: 22, parentId: 11 },
    { path: herd, level: 'group', id: 31, parentId: 21 },
    { path: 'forms/0/subforms/0/groups/1', level: 'group', id: 32, parentId: 21 },
    { path: 'forms/0/subforms/1/groups/0', level: 'group', id: 33, parentId: 22 },
    { path: `${herd}/questions/0`, level: 'question', id: 41, parentId: 31 },
    { path: `${herd}/questions/1`, level: 'question', id: 42, parentId: 31 },
    { path: `${herd}/questions/2`, level: 'question', id: 43, parentId: 31 },
    { path: 'forms/0/subforms/0/groups/1/questions/0', level: 'question', id: 44, parentId: 32 },
    { path: 'forms/0/subforms/1/groups/0/questions/0', level: 'question', id: 45, parentId: 33 },
    { path: `${herd}/questions/0/options/0`, level: 'option', id: 51, parentId: 41 },
    { path: `${herd}/questions/0/options/1`, level: 'option', id: 52, parentId: 41 },
    { path: `${herd}/questions/0/options/2`, level: 'option', id: 53, parentId: 41 },
  ];
  return { document, entities, hasAnswers: false, version: 3 };
}

/** The dictionary items the Open buttons read by id, answered from the tree's fixture. */
function itemRoutes(dic: StructureDic): Record<string, Route> {
  // Numbered 1..n in their group, as the server numbers them (the fixture's order keys are the ids).
  const questions = Object.values(dic.questions).flatMap((list) =>
    list.map((item, index) => ({ ...item, questionOrderKey: index + 1 })),
  );
  return {
    ...Object.fromEntries(questions.map((item) => [`GET /api/secured/question/dic/${item.id}`, ok(item)])),
    // The question dialog's save; what it answers is not what the studio's views read.
    'PUT /api/secured/question/dic': ok(questions[1]),
  };
}

/**
 * The structure calls of tests/studio/structure/structureServer.ts, with type 1's structure document
 * (`reply`, replaceable: read again at each call) and the dictionary items read by id; `override`
 * replaces any route.
 */
export function stubDocumentApi(reply = dairyDocument(), override: Record<string, Route> = {}) {
  let current = reply;
  const dic = structureDic();
  const api = stubStructureApi(dic, {
    'GET /api/secured/structure/type/1/document': () => ok(current),
    ...itemRoutes(dic),
    ...override,
  });
  return { ...api, setReply: (next: StructureDocumentReply) => (current = next) };
}

/**
 * Type 1's structure document with a bound pointing at a missing question and a short name used
 * twice: the two problems the problems view's test and story find.
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
 * The General form with a theme, a subtheme and an indicator reading the number of cows, as the indicator
 * editor's test and story edit it.
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
