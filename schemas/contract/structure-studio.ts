import type {
  StructureChangesReply,
  StructureDocumentReply,
  StructureImportReply,
} from '../generated/api/structure-studio';
import type { QuestionnaireStructure } from '../generated/structure';
import { defineEndpoint, ref, replyOf, type ReplySchema } from './endpoint';

const api = 'api/structure-studio';
const typeIdParams = ref(api, 'TypeIdParams');
const noQuery = ref('api/dictionaries', 'EmptyQuery');
/** The structure is the administrators' alone (specification, section 6). */
const administrators = ['administrator'] as const;

/**
 * The studio's calls beyond the specification (issue 14): a whole questionnaire type as one
 * structure document (schemas/structure.schema.json) to check, download and import, and the audit
 * log of its changes. docs/decisions.md ("Issue 14") records their design.
 */
export const structureStudioEndpoints = {
  structureDocument: defineEndpoint({
    method: 'GET',
    path: '/secured/structure/type/:typeId/document',
    roles: administrators,
    params: typeIdParams,
    query: noQuery,
    reply: replyOf<StructureDocumentReply>(api, 'StructureDocumentReply'),
  }),
  /** The download: the reply body is the bare document (no envelope), as an attachment. */
  exportStructure: defineEndpoint({
    method: 'GET',
    path: '/secured/structure/type/:typeId/export',
    roles: administrators,
    params: typeIdParams,
    query: noQuery,
    reply: { schema: 'structure.schema.json', list: false } satisfies ReplySchema<QuestionnaireStructure>,
  }),
  importStructure: defineEndpoint({
    method: 'POST',
    path: '/secured/structure/type/import',
    roles: administrators,
    query: ref(api, 'StructureImportQuery'),
    body: 'structure.schema.json',
    reply: replyOf<StructureImportReply>(api, 'StructureImportReply'),
  }),
  structureChanges: defineEndpoint({
    method: 'GET',
    path: '/secured/structure/type/:typeId/changes',
    roles: administrators,
    params: typeIdParams,
    query: ref(api, 'StructureChangesQuery'),
    reply: replyOf<StructureChangesReply>(api, 'StructureChangesReply'),
  }),
};
