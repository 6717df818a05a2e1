import type { MapSettings } from '@schemas/generated/api/geom';
import type { MapServices } from '@widgets/shared/widgets-context';
import { useMemo } from 'react';
import useSWR from 'swr';
import { callUrl } from '../api/apiCall';
import { useApi } from '../api/apiContext';
import { ApiError } from '../api/ApiError';
import { fetchGridSquares, mapSettingsCall } from './mapCalls';

/** SWR's key of the map settings: one per app, whatever the interface language. */
const SETTINGS_KEY = ['GET', callUrl(mapSettingsCall())] as const;

/**
 * The map services of a group with map questions (undefined for any other group, which then asks for
 * nothing). The settings are read once per app session: the first map group asks, every later one
 * takes them from the cache. Until they arrive (or when they fail) the services carry no tile URL, so
 * the maps draw at once, without a background, instead of waiting.
 */
export function useMapServices(hasMapQuestion: boolean): MapServices | undefined {
  const api = useApi();
  const { data: settings } = useSWR<MapSettings, ApiError>(
    hasMapQuestion ? SETTINGS_KEY : null,
    async () => {
      const result = await api.send(mapSettingsCall());
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    // Configuration, not data: not read again on focus, reconnection or another map group.
    { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const tileUrl = settings?.tileUrl ?? undefined;
  const tileAttribution = settings?.tileAttribution ?? undefined;
  return useMemo(() => {
    if (!hasMapQuestion) return undefined;
    const services: MapServices = {
      gridSquares: (view, signal) => fetchGridSquares(api, view, signal),
    };
    if (tileUrl !== undefined) services.tileUrl = tileUrl;
    if (tileAttribution !== undefined) services.tileAttribution = tileAttribution;
    return services;
  }, [api, hasMapQuestion, tileUrl, tileAttribution]);
}
