import './shared/zod-setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './i18n/i18n';
import { preloadUiLanguage } from './i18n/load-language';
import { App } from './app/app';
import { showAppAfter } from './shared/boot/first-screen';

preloadUiLanguage(window.location.pathname);
showAppAfter(10_000);

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
