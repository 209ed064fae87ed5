import type { ReactNode } from 'react';
import { SideLayout } from '@/shared/ui/side-layout';

interface LibraryLayoutProps {
  toolbar: ReactNode;
  side: ReactNode;
  results: ReactNode;
}

/** The library's grid: the scope panel beside toolbar and cards; phones fold the scope panel. */
export function LibraryLayout(props: LibraryLayoutProps) {
  return <SideLayout {...props} gap={{ xs: 2, md: 3 }} />;
}
