import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';

/** One entry of a navigation tree (a product category, an asset scope), in display order. */
export interface NavTreeNode {
  id: number;
  code: string;
  label: string;
  children: NavTreeNode[];
  /** Shown after the label inside the link, e.g. a count. */
  trailing?: ReactNode;
}

/** The width of the expand/collapse column, kept empty on leaves so labels line up. */
const TOGGLE_WIDTH = 34;

interface NavTreeProps {
  nodes: NavTreeNode[];
  /** The current node's code; null on the 'all' entry. */
  current: string | null;
  /** Ids from the root to the current node: their branches start open. */
  openIds: ReadonlySet<number>;
  /** The address of a node's page. */
  linkTo: (code: string) => string;
  all: { label: string; to: string };
  /** The toggle's accessible name for a node that is open (collapse) or closed (expand). */
  toggleLabel: (open: boolean, label: string) => string;
  /** The 'all' entry ends where the nodes' links do instead of running under the toggle column. */
  alignAll?: boolean;
}

interface TreeLinkProps {
  to: string;
  label: string;
  selected: boolean;
  trailing?: ReactNode;
  /** Horizontal padding, in spacing units; the list's default when absent. */
  padding?: { pl: number; pr: number };
}

function TreeLink({ to, label, selected, trailing, padding }: TreeLinkProps) {
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ borderRadius: 1, ...padding }}
    >
      <ListItemText
        primary={label}
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }}
      />
      {trailing}
    </ListItemButton>
  );
}

type NodeProps = Omit<NavTreeProps, 'nodes' | 'all' | 'alignAll'> & { node: NavTreeNode; depth: number };

function TreeNode({ node, depth, ...tree }: NodeProps) {
  const [open, setOpen] = useState(tree.openIds.has(node.id));
  const hasChildren = node.children.length > 0;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <TreeLink
          to={tree.linkTo(node.code)}
          label={node.label}
          selected={node.code === tree.current}
          trailing={node.trailing}
          padding={{ pl: 2 + depth * 2, pr: 1 }}
        />
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-label={tree.toggleLabel(open, node.label)}
          >
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: TOGGLE_WIDTH, flexShrink: 0 }} />
        )}
      </Box>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <List dense disablePadding>
            {node.children.map((child) => (
              <TreeNode key={child.id} node={child} depth={depth + 1} {...tree} />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

/** A folding tree of links below an 'all' entry; the current node is highlighted and its branch open. */
export function NavTree({ nodes, all, alignAll = false, ...tree }: NavTreeProps) {
  return (
    <List dense disablePadding>
      <ListItem disablePadding sx={alignAll ? { pr: `${TOGGLE_WIDTH}px` } : undefined}>
        <TreeLink
          to={all.to}
          label={all.label}
          selected={!tree.current}
          padding={alignAll ? { pl: 2, pr: 1 } : undefined}
        />
      </ListItem>
      {nodes.map((node) => (
        <TreeNode key={node.id} node={node} depth={0} {...tree} />
      ))}
    </List>
  );
}
