import { defineEndpoint, ref, unreadReply } from './endpoint';

/**
 * The data export (issue 17, specification sections 5 and 7). The reply is the file itself (XLSX, or
 * a zip of CSV files; with `photos=true` a zip holding the spreadsheet and the photos), named by `Content-Disposition`; 417 when nothing matches. Coordinators and
 * experts only, each scoped to the questionnaires they may read.
 */
export const exportEndpoints = {
  exportAnswers: defineEndpoint({
    method: 'GET',
    path: '/secured/synchronization/export',
    roles: ['coordinator', 'expert'],
    query: ref('api/export', 'ExportQuery'),
    reply: unreadReply,
  }),
} as const;
