/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" in builds made for end-to-end tests: adds the fixture game to the site. */
  readonly VITE_E2E_FIXTURE?: string;
}
