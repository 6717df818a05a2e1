/** A save or removal the server could not be asked for: kept on the device, sent when it can be. */
export interface Queued {
  queued: true;
}

export const QUEUED: Queued = { queued: true };

export function isQueued(result: object): result is Queued {
  return 'queued' in result;
}
