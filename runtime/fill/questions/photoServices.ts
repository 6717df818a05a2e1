import { apiContract } from '@schemas/contract/index';
import type { PhotoServices } from '@widgets/index';
import type { ApiClient } from '../../shared/api/apiClient';
import { ApiError } from '../../shared/api/ApiError';
import { contractCall, ignoringReply } from '../../shared/api/contractCall';
import { NETWORK_ERROR } from '../../shared/api/envelope';

type Load = (fileName: string, signal: AbortSignal) => Promise<Blob>;

function loader(api: ApiClient, endpoint: 'photoFile' | 'photoThumbnail'): Load {
  return async (fileName, signal) => {
    const result = await api.download(contractCall(apiContract[endpoint], { params: { fileName }, signal }));
    if (!result.ok) throw new ApiError(result);
    return result.blob;
  };
}

/**
 * The photo widget's services over the API (answer type 17): the upload to a filled question with
 * its progress, the thumbnail and the photo with the bearer token, and the discarding of a removed
 * upload. None for a client that cannot upload (the stand-ins of stories and tests).
 */
export function photoServices(api: ApiClient): PhotoServices | undefined {
  const { upload } = api;
  if (upload === undefined) return undefined;
  return {
    async upload(filledQuestionId, photo, onProgress, signal) {
      const body = new FormData();
      // The server names the photo by its content; the name sent only says what the part is.
      body.append('photo', photo, photo.type === 'image/jpeg' ? 'photo.jpg' : 'photo');
      const call = contractCall(apiContract.uploadPhoto, { params: { id: filledQuestionId }, signal });
      const result = await upload(call, body, onProgress);
      if (result.ok) return { ok: true, photo: result.data };
      return { ok: false, offline: result.error === NETWORK_ERROR, message: result.message };
    },
    thumbnail: loader(api, 'photoThumbnail'),
    photo: loader(api, 'photoFile'),
    async discard(fileName) {
      await api.send(ignoringReply(contractCall(apiContract.discardPhoto, { params: { fileName } })));
    },
  };
}
