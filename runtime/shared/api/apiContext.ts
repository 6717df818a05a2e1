import { createContext, use } from 'react';
import type { ApiClient } from './apiClient';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const client = use(ApiContext);
  if (!client) throw new Error('useApi needs an <ApiProvider> above it.');
  return client;
}
