import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { TreeHeading } from '@/shared/ui/tree-heading';
import { placePath, type ListPlace, type TreeNodeOf } from './list-place';

interface ListHeadingProps<T extends TreeNodeOf<T>> {
  place: ListPlace<T>;
  /** From the root to the current node; empty at the root. */
  path: T[];
  id: string;
}

/** A list's h1 (the current node's name, or the list's) with the way up through its tree. */
export function ListHeading<T extends TreeNodeOf<T>>({ place, path, id }: ListHeadingProps<T>) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <TreeHeading
      path={path.map((node) => ({ id: node.id, code: node.code, label: place.label(node) }))}
      root={{ label: t(place.keys.title), to: to(place.path) }}
      linkTo={(code) => to(placePath(place, code))}
      breadcrumbLabel={t(place.keys.breadcrumb)}
      id={id}
    />
  );
}
