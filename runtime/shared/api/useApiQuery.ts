import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { ApiCall } from './apiCall';
import { callUrl } from './apiCall';
import { useApi } from './apiContext';
import { ApiError } from './ApiError';

/**
 * A GET through SWR: cached per address and interface language (the server translates names by
 * Accept-Language), deduplicated, and failing with an ApiError. `null` means "do not load yet".
 */
export function useApiQuery<T>(call: ApiCall<T> | null): SWRResponse<T, ApiError> {
  const api = useApi();
  const { i18n } = useTranslation();
  const key = call ? [call.method, callUrl(call), i18n.resolvedLanguage ?? i18n.language] : null;
  const fetcher = call
    ? async (): Promise<T> => {
        const result = await api.send(call);
        if (!result.ok) throw new ApiError(result);
        return result.data;
      }
    : null;
  return useSWR(key, fetcher);
}
