/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the portal server when it is not the page's own origin, e.g. https://pim.example.com. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
