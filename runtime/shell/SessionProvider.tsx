// The session is shared with the studio: it lives in runtime/shared/session.
export { SessionProvider } from '../shared/session/SessionProvider';
