import { useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { NavPanel } from '@/shared/ui/nav-panel';
import { NavTree, type NavTreeNode } from '@/shared/ui/nav-tree';
import { placePath, type ListPlace, type TreeNodeOf } from './list-place';

interface ListTreePanelProps<T extends TreeNodeOf<T>> {
  place: ListPlace<T>;
  query: UseQueryResult<T[]>;
  current: string | null;
  /** From the root to the current node: its branches start open, its name shows while folded. */
  path: T[];
  /** Phones fold the tree away behind the current node's name. */
  compact: boolean;
  /** Each level's order (as the server sends it when absent). */
  sort?: (nodes: readonly T[]) => T[];
  /** Shown after a node's name inside its link, e.g. a count. */
  trailing?: (node: T) => ReactNode;
}

/** A list's side navigation: its tree below an entry for the whole list, the current node marked. */
export function ListTreePanel<T extends TreeNodeOf<T>>(props: ListTreePanelProps<T>) {
  const { place, query, current, path, compact, sort, trailing } = props;
  const { t } = useTranslation();
  const to = useLocalePath();
  const openIds = useMemo(() => new Set(path.map((node) => node.id)), [path]);
  const toNodes = useMemo(() => {
    const build = (nodes: readonly T[]): NavTreeNode[] =>
      (sort ? sort(nodes) : nodes).map((node) => ({
        id: node.id,
        code: node.code,
        label: place.label(node),
        children: build(node.children),
        trailing: trailing?.(node),
      }));
    return build;
  }, [place, sort, trailing]);
  const here = path.at(-1);
  return (
    <NavPanel
      title={t(place.keys.tree)}
      currentLabel={here ? place.label(here) : t(place.keys.all)}
      compact={compact}
      query={query}
    >
      {(data) => (
        <TreeNodes
          data={data}
          toNodes={toNodes}
          current={current}
          openIds={openIds}
          linkTo={(code) => to(placePath(place, code))}
          all={{ label: t(place.keys.all), to: to(place.path) }}
          toggleLabel={(open, name) => t(open ? place.keys.collapse : place.keys.expand, { name })}
          // Without counts after the names, the leaves line up with the 'all' entry.
          alignAll={!trailing}
        />
      )}
    </NavPanel>
  );
}

type TreeNodesProps<T> = Omit<Parameters<typeof NavTree>[0], 'nodes'> & {
  data: readonly T[];
  toNodes: (data: readonly T[]) => NavTreeNode[];
};

/** The tree, its nodes built once per answer. */
function TreeNodes<T>({ data, toNodes, ...props }: TreeNodesProps<T>) {
  const nodes = useMemo(() => toNodes(data), [data, toNodes]);
  return <NavTree nodes={nodes} {...props} />;
}
