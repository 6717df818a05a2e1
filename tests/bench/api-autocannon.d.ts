// The part of autocannon 9's programmatic API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; answers the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonClient extends EventEmitter {
    setRequests(requests: AutocannonRequest[]): void;
  }

  export interface AutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupClient?: (client: AutocannonClient) => void;
    timeout?: number;
    /** Requests per second from each connection at most (a user's pace); unpaced when absent. */
    connectionRate?: number;
  }

  /** The result as a worker thread gets it (not aggregated): counts only, histograms encoded. */
  export interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    totalCompletedRequests: number;
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
