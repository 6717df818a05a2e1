import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import type { OfflineDatabase } from '../../shared/offline/offlineDatabase';
import { useSession } from '../../shared/session/sessionContext';
import { DeviceAnswersContext, type DeviceAnswersState } from './deviceAnswers';

/**
 * The store and the queue are loaded apart from the app's first scripts (the login page needs
 * neither): they bring idb and the fill API's schemas.
 */
function openDatabase(): Promise<OfflineDatabase | undefined> {
  return import('../../shared/offline/offlineDatabase').then(({ openOfflineDatabase }) =>
    openOfflineDatabase(),
  );
}

/**
 * Opens the logged-in user's store on this device and runs the queue of their unsent answers while
 * they are logged in, on every screen. At logout the user's kept replies are forgotten; their unsent
 * answers stay, for them only, until they log in again (issue 19).
 */
export function DeviceAnswersProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const api = useApi();
  // The client changes with the language and token; the queue always sends with the latest one.
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  }, [api]);
  // The device's database, opened once per app.
  const opened = useRef<Promise<OfflineDatabase | undefined>>(undefined);
  const database = () => (opened.current ??= openDatabase());
  const userId = user?.id;
  const [device, setDevice] = useState<DeviceAnswersState>(userId === undefined ? null : 'opening');
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setDevice(userId === undefined ? null : 'opening');
  }

  useEffect(() => {
    if (userId === undefined) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void database().then(async (db) => {
      if (cancelled) return;
      if (!db) return setDevice(null);
      const { createAnswerQueue } = await import('./answerQueue');
      if (cancelled) return;
      const queue = createAnswerQueue({ db, userId, send: (call) => latestApi.current.send(call) });
      stop = () => queue.dispose();
      await queue.ready.catch(() => undefined);
      if (cancelled) return queue.dispose();
      setDevice({ db, userId, queue });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  const previousUser = useRef(userId);
  useEffect(() => {
    const previous = previousUser.current;
    previousUser.current = userId;
    if (previous === undefined || previous === userId) return;
    void database().then(async (db) => {
      if (!db) return;
      const { forgetReplies } = await import('../../shared/offline/keptReplies');
      await forgetReplies(db, previous);
    });
  }, [userId]);

  return <DeviceAnswersContext value={device}>{children}</DeviceAnswersContext>;
}
