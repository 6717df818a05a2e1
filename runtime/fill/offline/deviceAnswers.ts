import { createContext, use } from 'react';
import type { OfflineDatabase } from '../../shared/offline/offlineDatabase';
import type { AnswerQueue } from './answerQueue';

/** The logged-in user's store on this device: kept replies and the queue of unsent answers. */
export interface DeviceAnswers {
  db: OfflineDatabase;
  userId: number;
  queue: AnswerQueue;
}

/**
 * `opening` until the device's store is read (the fill screen waits for it, so its first reads can
 * come from the device when offline); null where the browser keeps nothing (the app is online only).
 */
export type DeviceAnswersState = DeviceAnswers | 'opening' | null;

export const DeviceAnswersContext = createContext<DeviceAnswersState>(null);

export function useDeviceAnswers(): DeviceAnswersState {
  return use(DeviceAnswersContext);
}
