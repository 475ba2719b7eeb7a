/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin of the site (the server's PUBLIC_URL), read at build time. */
  readonly PUBLIC_URL?: string;
}
