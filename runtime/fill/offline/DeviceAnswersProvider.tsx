import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../shared/api/apiContext';
import { forgetReplies } from '../../shared/offline/keptReplies';
import { openOfflineDatabase, type OfflineDatabase } from '../../shared/offline/offlineDatabase';
import { useSession } from '../../shared/session/sessionContext';
import { createAnswerQueue } from './answerQueue';
import { DeviceAnswersContext, type DeviceAnswersState } from './deviceAnswers';

/** The device's database, opened once per page. */
let opened: Promise<OfflineDatabase | undefined> | undefined;
function database(): Promise<OfflineDatabase | undefined> {
  opened ??= openOfflineDatabase();
  return opened;
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
    void database().then((db) => (db ? forgetReplies(db, previous) : undefined));
  }, [userId]);

  return <DeviceAnswersContext value={device}>{children}</DeviceAnswersContext>;
}
