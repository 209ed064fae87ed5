import type { ReactNode, Ref } from 'react';
import { SideLayout } from '@/shared/ui/side-layout';

interface CatalogueLayoutProps {
  toolbar: ReactNode;
  side: ReactNode;
  results: ReactNode;
  resultsRef?: Ref<HTMLDivElement>;
}

/** The list's grid: the category and filter panels beside toolbar and results. */
export function CatalogueLayout(props: CatalogueLayoutProps) {
  return <SideLayout {...props} />;
}
