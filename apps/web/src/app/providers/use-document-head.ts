import { useEffect } from 'react';
import type { Setup } from '@vitrine/contract';

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** Title, favicon, description and keywords come from the setup. */
export function useDocumentHead(setup: Setup | undefined): void {
  useEffect(() => {
    if (!setup) return;
    if (setup.title) document.title = setup.title;
    if (setup.favicon) {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      link.href = setup.favicon;
    }
    setMeta('description', setup.description);
    setMeta('keywords', setup.keywords);
  }, [setup]);
}
