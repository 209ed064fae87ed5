/** The page the server answers for every app address: its start data and first screen. */
export { bootPage, type BootPage } from './boot-page.ts';
export { pageRenderer } from './page-renderer.ts';
