/**
 * Whether this instance is shutting down: readiness answers 503 from the first moment of a stop, so a
 * load balancer stops sending new requests while the ones in flight finish, and replies ask clients
 * to close their keep-alive connections.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  beginStopping(): void;
}

/** A lifecycle that is running until `beginStopping()`. */
export function lifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginStopping: () => {
      stopping = true;
    },
  };
}
