import { useMemo } from 'react';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocale } from '@/shared/locale/locale-context';

export interface NavItem {
  key: string;
  /** i18n key of the label */
  label: string;
  to: string;
  /** Path prefixes (below the locale) that mark the item as the current section. */
  sections: string[];
}

/** Products, Assets, Contents, plus Reports and Contact only when the setup configures them. */
export function useNavItems(): NavItem[] {
  const { setup } = usePortalConfig();
  const { segment } = useLocale();
  return useMemo(() => {
    const base = `/${segment}`;
    const items: NavItem[] = [
      { key: 'products', label: 'nav.products', to: `${base}/products/list`, sections: ['/products'] },
      { key: 'assets', label: 'nav.assets', to: `${base}/asset/list`, sections: ['/asset'] },
      { key: 'contents', label: 'nav.contents', to: `${base}/contents/list`, sections: ['/contents'] },
    ];
    if (setup.feedback_form) {
      items.push({
        key: 'reports',
        label: 'nav.reports',
        to: `${base}/report/detail/new`,
        sections: ['/report'],
      });
    }
    if (setup.contact_form) {
      const to = `${base}/forms/detail/${setup.contact_form}`;
      items.push({
        key: 'contact',
        label: 'nav.contact',
        to,
        sections: [`/forms/detail/${setup.contact_form}`],
      });
    }
    return items;
  }, [segment, setup.feedback_form, setup.contact_form]);
}

/** Whether `pathname` lies in one of the item's sections; the locale home belongs to Products. */
export function isCurrentSection(item: NavItem, pathname: string, segment: string): boolean {
  const rest = pathname.slice(segment.length + 1) || '/';
  if (item.key === 'products' && rest === '/') return true;
  return item.sections.some((s) => rest === s || rest.startsWith(`${s}/`));
}
