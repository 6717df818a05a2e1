/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Address of the mobile app (store page or download); the header links to it only when set. */
  readonly VITE_MOBILE_APP_URL?: string;
}
