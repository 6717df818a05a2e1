import type { DiscardedPhoto, StoredPhoto } from '../generated/api/photos';
import { defineEndpoint, ref, replyOf, unreadReply } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/photos';
const photoParams = ref(api, 'PhotoParams');
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/**
 * Photo answers (answer type 17, issue 24). The fill roles upload a photo to a filled question of a
 * questionnaire they may fill (multipart, one file in the field `photo`; JPEG, PNG or WebP by content,
 * at most the configured size, at most the question's number of photos) and discard one no saved
 * answer names. The photo and its thumbnail are served to whoever may read the questionnaire, by the
 * same rule as its answers (404 for anyone else).
 */
export const photoEndpoints = {
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: '/secured/photo/upload/:id',
    roles: ['farmer', 'expert'],
    params: ref('api/dictionaries', 'IdParams'),
    query: noQuery,
    encoding: 'file',
    reply: replyOf<StoredPhoto>(api, 'StoredPhoto'),
  }),
  discardPhoto: defineEndpoint({
    method: 'DELETE',
    path: '/secured/photo/:fileName',
    roles: ['farmer', 'expert'],
    params: photoParams,
    query: noQuery,
    reply: replyOf<DiscardedPhoto>(api, 'DiscardedPhoto'),
  }),
  /** The photo's bytes with the sniffed Content-Type, `nosniff` and `Cache-Control: private`. */
  photoFile: defineEndpoint({
    method: 'GET',
    path: '/secured/photo/:fileName',
    roles: ALL_ROLES,
    params: photoParams,
    query: noQuery,
    reply: unreadReply,
  }),
  /** A JPEG of at most 320 px a side, upright, for cards, lists and the review. */
  photoThumbnail: defineEndpoint({
    method: 'GET',
    path: '/secured/photo/:fileName/thumbnail',
    roles: ALL_ROLES,
    params: photoParams,
    query: noQuery,
    reply: unreadReply,
  }),
} as const;
