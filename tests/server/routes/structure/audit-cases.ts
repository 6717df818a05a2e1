import type request from 'supertest';
import type { ApiContract } from '@schemas/contract/index';
import {
  structureQuestionEndpoints,
  structureSubformEndpoints,
  structureTypeEndpoints,
} from '@schemas/contract/structure';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import { optionEntry, questionEntry } from './question-support';
import type { AuditParts } from './audit-parts';
import { allLanguages } from './structure-fixture';

const structureEndpoints = {
  ...structureTypeEndpoints,
  ...structureSubformEndpoints,
  ...structureQuestionEndpoints,
};

type StructureEndpointName = keyof typeof structureEndpoints;

/** The structure calls that change something: every one but the reads. */
export type StructureWriteName = {
  [K in StructureEndpointName]: ApiContract[K]['method'] extends 'GET' ? never : K;
}[StructureEndpointName];

/** The write calls as the contract lists them today: a new one without a case below fails the test. */
export const structureWriteNames: readonly string[] = Object.entries(structureEndpoints)
  .filter(([, endpoint]) => endpoint.method !== 'GET')
  .map(([name]) => name);

/** What one call did: its reply, the part it changed, and what the entry must hold before and after. */
export interface AuditedSend {
  reply: request.Response;
  entityId: number;
  before: unknown;
  after: unknown;
  /** The type the entry belongs to, when not the fixture's type (a new type, a type switched off). */
  typeId?: number;
  /** The parent of the part, for a refused call at the same place. */
  parentId?: number;
}

export interface AuditCase {
  level: StructureLevel;
  /** Sends the call at fresh parts of the type. */
  send(parts: AuditParts): Promise<AuditedSend>;
  /** Sends the call so that it is refused (an unknown id or a broken rule), after `send` made its parts. */
  refused(parts: AuditParts, sent: AuditedSend): Promise<request.Response>;
}

const texts = (base: string) => ({
  en: `${base} (en)`,
  pl: `${base} (pl)`,
  de: `${base} (de)`,
  fi: `${base} (fi)`,
  it: `${base} (it)`,
  nl: `${base} (nl)`,
});
/** A type added by name has that name in every language. */
const sameEverywhere = (name: string) => ({ en: name, pl: name, de: name, fi: name, it: name, nl: name });
const like = (values: object) => expect.objectContaining(values);
const swapped = (first: number, second: number, firstKey: number, secondKey: number) => ({
  orderKeys: { [String(first)]: firstKey, [String(second)]: secondKey },
});

/** One case per structure write call of the contract (the compiler checks none is missing). */
export const auditCases: Record<StructureWriteName, AuditCase> = {
  addQuestionnaireType: {
    level: 'type',
    async send(p) {
      const reply = await p.call('post', 'questinnaire/dic', { name: 'Audited new type' });
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({ text: sameEverywhere('Audited new type'), isActive: true }),
        typeId: reply.body.data.id,
      };
    },
    refused: (p) => p.call('post', 'questinnaire/dic', { name: 'abc' }),
  },
  renameQuestionnaireType: {
    level: 'type',
    async send(p) {
      const textId = await p.textIdOfType();
      const reply = await p.call('post', `questinnaire/updateName/${textId}`, { name: 'Renamed audit type' });
      return {
        reply,
        entityId: p.typeId,
        before: like({ text: like({ en: 'Audit log survey', nl: 'Audit log survey' }) }),
        after: like({ text: like({ en: 'Renamed audit type', nl: 'Renamed audit type' }) }),
      };
    },
    refused: (p) => p.call('post', 'questinnaire/updateName/999999', { name: 'Renamed audit type' }),
  },
  setQuestionnaireTypeActive: {
    level: 'type',
    async send(p) {
      // A type of its own: the other cases go on adding to the fixture's type.
      const typeId = Number(
        (await p.call('post', 'questinnaire/dic', { name: 'Switched off type' })).body.data.id,
      );
      const reply = await p.call(
        'put',
        `questinnaire/dic/setIsActive?questionnaireDicId=${typeId}&isActive=false`,
      );
      return {
        reply,
        entityId: typeId,
        typeId,
        before: like({ isActive: true }),
        after: like({ isActive: false }),
      };
    },
    refused: (p) => p.call('put', 'questinnaire/dic/setIsActive?questionnaireDicId=999999&isActive=false'),
  },
  setFormActive: {
    level: 'form',
    async send(p) {
      const id = await p.form();
      const reply = await p.call('put', `form/${id}/setIsActive/false`);
      return { reply, entityId: id, before: like({ isActive: true }), after: like({ isActive: false }) };
    },
    refused: (p) => p.call('put', 'form/999999/setIsActive/false'),
  },
  addFormDic: {
    level: 'form',
    async send(p) {
      const reply = await p.call('post', 'form/dic', {
        questionnaireDicId: p.typeId,
        text: allLanguages('Trees'),
      });
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({ questionnaireTypeId: p.typeId, text: texts('Trees'), hasReport: false }),
      };
    },
    refused: (p) => p.call('post', 'form/dic', { questionnaireDicId: 999999, text: allLanguages('Trees') }),
  },
  updateFormDic: {
    level: 'form',
    async send(p) {
      const id = await p.form();
      const reply = await p.call('put', 'form/dic', {
        id,
        questionnaireDicId: p.typeId,
        text: allLanguages('Soil'),
        hasReport: true,
      });
      return {
        reply,
        entityId: id,
        before: like({ text: texts('Form'), hasReport: false }),
        after: like({ text: texts('Soil'), hasReport: true }),
      };
    },
    refused: (p) =>
      p.call('put', 'form/dic', { id: 999999, questionnaireDicId: p.typeId, text: allLanguages('Soil') }),
  },
  addSubformDic: {
    level: 'subform',
    async send(p) {
      const formDicId = await p.form();
      const reply = await p.call('post', 'questinnaire/subform/dic', {
        formDicId,
        code: 'NEW',
        text: allLanguages('Sheds'),
      });
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({ formId: formDicId, code: 'NEW', text: texts('Sheds'), unitTypeIds: [] }),
        parentId: formDicId,
      };
    },
    refused: (p, sent) =>
      p.call('post', 'questinnaire/subform/dic', {
        formDicId: sent.parentId,
        code: '',
        text: allLanguages('X'),
      }),
  },
  updateSubformDic: {
    level: 'subform',
    async send(p) {
      const id = await p.subform();
      const formDicId = Number((await p.call('get', `questinnaire/subform/dic/${id}`)).body.data.formDicId);
      const reply = await p.call('put', 'questinnaire/subform/dic', {
        id,
        formDicId,
        code: 'EDITED',
        text: allLanguages('Barns'),
      });
      return {
        reply,
        entityId: id,
        before: like({ code: 'AUDIT', text: texts('Subform') }),
        after: like({ code: 'EDITED', text: texts('Barns') }),
      };
    },
    refused: (p) =>
      p.call('put', 'questinnaire/subform/dic', {
        id: 999999,
        formDicId: 999999,
        code: 'X',
        text: allLanguages('X'),
      }),
  },
  setSubformActive: {
    level: 'subform',
    async send(p) {
      const id = await p.subform();
      const reply = await p.call(
        'put',
        `questinnaire/subform/dic/setIsActive?subFormDicId=${id}&isActive=false`,
      );
      return { reply, entityId: id, before: like({ isActive: true }), after: like({ isActive: false }) };
    },
    refused: (p) => p.call('put', 'questinnaire/subform/dic/setIsActive?subFormDicId=999999&isActive=false'),
  },
  swapSubforms: {
    level: 'subform',
    async send(p) {
      const first = await p.subform();
      const formDicId = Number(
        (await p.call('get', `questinnaire/subform/dic/${first}`)).body.data.formDicId,
      );
      const second = Number(
        (await p.call('post', 'questinnaire/subform/dic', { formDicId, code: 'B', text: allLanguages('B') }))
          .body.data.id,
      );
      const reply = await p.call(
        'put',
        `questinnaire/subform/dic/swap-order?firstId=${first}&secondId=${second}`,
      );
      return {
        reply,
        entityId: first,
        before: swapped(first, second, 1, 2),
        after: swapped(first, second, 2, 1),
      };
    },
    refused: (p) => p.call('put', 'questinnaire/subform/dic/swap-order?firstId=999998&secondId=999999'),
  },
  deleteSubformDic: {
    level: 'subform',
    async send(p) {
      const id = await p.subform();
      const reply = await p.call('delete', `questinnaire/subform/dic/${id}`);
      return { reply, entityId: id, before: like({ id, text: texts('Subform') }), after: null };
    },
    refused: (p) => p.call('delete', 'questinnaire/subform/dic/999999'),
  },
  addGroupDic: {
    level: 'group',
    async send(p) {
      const id = await p.group();
      const subFormDicId = Number((await p.call('get', `questionlist/dic/${id}`)).body.data.subFormDicId);
      const reply = await p.call('post', 'questionlist/dic', {
        subFormDicId,
        qlNumber: 0,
        text: allLanguages('Pens'),
        farmTypeId: -1,
      });
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({ subformId: subFormDicId, qlNumber: 0, text: texts('Pens') }),
      };
    },
    refused: (p) =>
      p.call('post', 'questionlist/dic', {
        subFormDicId: 999999,
        qlNumber: 0,
        text: allLanguages('X'),
        farmTypeId: -1,
      }),
  },
  updateGroupDic: {
    level: 'group',
    async send(p) {
      const id = await p.group();
      const subFormDicId = Number((await p.call('get', `questionlist/dic/${id}`)).body.data.subFormDicId);
      const reply = await p.call('put', 'questionlist/dic', {
        id,
        subFormDicId,
        qlNumber: 2,
        text: allLanguages('Stables'),
        farmTypeId: -1,
      });
      return {
        reply,
        entityId: id,
        before: like({ qlNumber: 1, text: texts('Group'), unitTypeIds: [expect.any(Number)] }),
        after: like({ qlNumber: 2, text: texts('Stables'), unitTypeIds: [] }),
      };
    },
    refused: (p) =>
      p.call('put', 'questionlist/dic', {
        id: 999999,
        subFormDicId: 999999,
        qlNumber: 2,
        text: allLanguages('X'),
        farmTypeId: -1,
      }),
  },
  setGroupActive: {
    level: 'group',
    async send(p) {
      const id = await p.group();
      const reply = await p.call(
        'put',
        `questionlist/dic/setIsActive?questionGroupDicId=${id}&isActive=false`,
      );
      return { reply, entityId: id, before: like({ isActive: true }), after: like({ isActive: false }) };
    },
    refused: (p) => p.call('put', 'questionlist/dic/setIsActive?questionGroupDicId=999999&isActive=false'),
  },
  swapGroups: {
    level: 'group',
    async send(p) {
      const subformId = await p.subform();
      const first = await p.group(subformId);
      const second = await p.group(subformId);
      const reply = await p.call('put', `questionlist/dic/swap-order?firstId=${first}&secondId=${second}`);
      return {
        reply,
        entityId: first,
        before: swapped(first, second, 1, 2),
        after: swapped(first, second, 2, 1),
      };
    },
    refused: (p) => p.call('put', 'questionlist/dic/swap-order?firstId=999998&secondId=999999'),
  },
  deleteGroupDic: {
    level: 'group',
    async send(p) {
      const id = await p.group();
      const reply = await p.call('delete', `questionlist/dic/${id}`);
      return { reply, entityId: id, before: like({ id, text: texts('Group') }), after: null };
    },
    refused: (p) => p.call('delete', 'questionlist/dic/999999'),
  },
  addQuestionDic: {
    level: 'question',
    async send(p) {
      const groupId = await p.group();
      const reply = await p.call('post', 'question/dic', questionEntry(groupId, 1));
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({
          questionGroupId: groupId,
          shortName: 'sheds',
          text: like({ en: 'How many sheds?', pl: 'Ile budynków?', de: '' }),
          tip: null,
        }),
        parentId: groupId,
      };
    },
    refused: (p, sent) =>
      p.call('post', 'question/dic', questionEntry(sent.parentId ?? 0, 1, { shortName: '' })),
  },
  updateQuestionDic: {
    level: 'question',
    async send(p) {
      const groupId = await p.group();
      const id = await p.question(groupId);
      const reply = await p.call(
        'put',
        'question/dic',
        questionEntry(groupId, 1, { id, answerTypeDicId: 4, min: null, max: null, shortName: 'edited' }),
      );
      return {
        reply,
        entityId: id,
        before: like({ shortName: 'sheds', answerTypeId: 4 }),
        after: like({ shortName: 'edited', answerTypeId: 4 }),
        parentId: groupId,
      };
    },
    // Refused by a rule, after the part's values were read for the entry.
    refused: (p, sent) =>
      p.call(
        'put',
        'question/dic',
        questionEntry(sent.parentId ?? 0, 1, {
          id: sent.entityId,
          answerTypeDicId: 4,
          min: null,
          max: null,
          shortName: '',
        }),
      ),
  },
  setQuestionActive: {
    level: 'question',
    async send(p) {
      const groupId = await p.group();
      const id = await p.question(groupId);
      const reply = await p.call(
        'put',
        `question/dic/setIsActive?questionListDicId=${groupId}&questionId=${id}&isActive=false`,
      );
      return { reply, entityId: id, before: like({ isActive: true }), after: like({ isActive: false }) };
    },
    refused: (p) =>
      p.call('put', 'question/dic/setIsActive?questionListDicId=999999&questionId=999999&isActive=false'),
  },
  swapQuestions: {
    level: 'question',
    async send(p) {
      const groupId = await p.group();
      const second = await p.question(groupId);
      // A new question is first of its group: the one added before it moved to the second place.
      const first = await p.question(groupId);
      const reply = await p.call('put', `question/dic/swap-order?firstId=${first}&secondId=${second}`);
      return {
        reply,
        entityId: first,
        before: swapped(first, second, 1, 2),
        after: swapped(first, second, 2, 1),
      };
    },
    refused: (p) => p.call('put', 'question/dic/swap-order?firstId=999998&secondId=999999'),
  },
  deleteQuestionDic: {
    level: 'question',
    async send(p) {
      const id = await p.question();
      const reply = await p.call('delete', `question/dic/${id}`);
      return { reply, entityId: id, before: like({ id, shortName: 'sheds' }), after: null };
    },
    refused: (p) => p.call('delete', 'question/dic/999999'),
  },
  addOptionDic: {
    level: 'option',
    async send(p) {
      const questionId = await p.question();
      const reply = await p.call('post', 'question/answer/dic', optionEntry(questionId));
      return {
        reply,
        entityId: reply.body.data.id,
        before: null,
        after: like({ questionId, shortName: 'straw', text: like({ en: 'Straw en', nl: 'Straw nl' }) }),
      };
    },
    refused: (p) => p.call('post', 'question/answer/dic', optionEntry(999999)),
  },
  updateOptionDic: {
    level: 'option',
    async send(p) {
      const questionId = await p.question();
      const id = await p.option(questionId);
      const reply = await p.call(
        'put',
        `question/answer/dic?answerDicId=${id}`,
        optionEntry(questionId, { shortName: 'hay' }),
      );
      return {
        reply,
        entityId: id,
        before: like({ shortName: 'straw' }),
        after: like({ shortName: 'hay' }),
      };
    },
    refused: (p) => p.call('put', 'question/answer/dic?answerDicId=999999', optionEntry(999999)),
  },
  setOptionActive: {
    level: 'option',
    async send(p) {
      const id = await p.option();
      const reply = await p.call('put', `question/answer/dic/setIsActive?answerDicId=${id}&isActive=false`);
      return { reply, entityId: id, before: like({ isActive: true }), after: like({ isActive: false }) };
    },
    refused: (p) => p.call('put', 'question/answer/dic/setIsActive?answerDicId=999999&isActive=false'),
  },
  swapOptions: {
    level: 'option',
    async send(p) {
      const questionId = await p.question();
      const first = await p.option(questionId);
      const second = await p.option(questionId);
      const reply = await p.call('put', `question/answer/dic/swap-order?firstId=${first}&secondId=${second}`);
      return {
        reply,
        entityId: first,
        before: swapped(first, second, 1, 2),
        after: swapped(first, second, 2, 1),
      };
    },
    refused: (p) => p.call('put', 'question/answer/dic/swap-order?firstId=999998&secondId=999999'),
  },
  deleteOptionDic: {
    level: 'option',
    async send(p) {
      const id = await p.option();
      const reply = await p.call('delete', `question/answer/dic/${id}`);
      return { reply, entityId: id, before: like({ id, shortName: 'straw' }), after: null };
    },
    refused: (p) => p.call('delete', 'question/answer/dic/999999'),
  },
};
