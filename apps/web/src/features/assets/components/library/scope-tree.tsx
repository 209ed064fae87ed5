import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { AssetScope } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

interface ScopeLinkProps {
  to: string;
  label: string;
  selected: boolean;
  depth: number;
}

function ScopeLink({ to, label, selected, depth }: ScopeLinkProps) {
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ pl: 2 + depth * 2, pr: 1, borderRadius: 1 }}
    >
      <ListItemText
        primary={label}
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }}
      />
    </ListItemButton>
  );
}

interface NodeProps {
  node: AssetScope;
  depth: number;
  /** Ids from the root to the current scope: their branches start open. */
  openIds: ReadonlySet<number>;
  current: string | null;
}

function ScopeNode({ node, depth, openIds, current }: NodeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [open, setOpen] = useState(openIds.has(node.id));
  const hasChildren = node.children.length > 0;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ScopeLink
          to={to(`/asset/list/${encodeURIComponent(node.code)}`)}
          label={node.name}
          selected={node.code === current}
          depth={depth}
        />
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-label={t(open ? 'assets.library.scopes_collapse' : 'assets.library.scopes_expand', {
              name: node.name,
            })}
          >
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
      </Box>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <List dense disablePadding>
            {node.children.map((child) => (
              <ScopeNode key={child.id} node={child} depth={depth + 1} openIds={openIds} current={current} />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

interface ScopeTreeProps {
  nodes: AssetScope[];
  current: string | null;
  openIds: ReadonlySet<number>;
}

/** The scope (asset category) tree below an 'All assets' entry; the current scope is highlighted. */
export function ScopeTree({ nodes, current, openIds }: ScopeTreeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <List dense disablePadding>
      <ListItem disablePadding sx={{ pr: '34px' }}>
        <ScopeLink
          to={to('/asset/list')}
          label={t('assets.library.scopes_all')}
          selected={!current}
          depth={0}
        />
      </ListItem>
      {nodes.map((node) => (
        <ScopeNode key={node.id} node={node} depth={0} openIds={openIds} current={current} />
      ))}
    </List>
  );
}
