/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the SPA's own origin (empty: same origin). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
