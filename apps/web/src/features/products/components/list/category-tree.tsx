import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ProductCategory } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { sortCategories } from '../../lib/category-tree';

interface NodeProps {
  node: ProductCategory;
  depth: number;
  /** Ids from the root to the current category. */
  openIds: ReadonlySet<number>;
  current: string | null;
}

function CategoryNode({ node, depth, openIds, current }: NodeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [open, setOpen] = useState(openIds.has(node.id));
  const selected = node.code === current;
  const hasChildren = node.children.length > 0;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton
          component={RouterLink}
          to={to(`/products/list/${encodeURIComponent(node.code)}`)}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          sx={{ pl: 2 + depth * 2, pr: 1, borderRadius: 1 }}
        >
          <ListItemText
            primary={node.title}
            slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ ml: 1 }}
            aria-label={t('products.filters.count', { count: node.count })}
          >
            {node.count}
          </Typography>
        </ListItemButton>
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-label={t(open ? 'products.categories.collapse' : 'products.categories.expand', {
              name: node.title,
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
            {sortCategories(node.children).map((child) => (
              <CategoryNode
                key={child.id}
                node={child}
                depth={depth + 1}
                openIds={openIds}
                current={current}
              />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

interface CategoryTreeProps {
  nodes: ProductCategory[];
  current: string | null;
  openIds: ReadonlySet<number>;
}

/** The category tree with product counts; the current category's branch starts open. */
export function CategoryTree({ nodes, current, openIds }: CategoryTreeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <List dense disablePadding>
      <ListItem disablePadding>
        <ListItemButton
          component={RouterLink}
          to={to('/products/list')}
          selected={!current}
          aria-current={!current ? 'page' : undefined}
          sx={{ borderRadius: 1 }}
        >
          <ListItemText
            primary={t('products.categories.all')}
            slotProps={{ primary: { variant: 'body2', sx: { fontWeight: current ? 400 : 600 } } }}
          />
        </ListItemButton>
      </ListItem>
      {sortCategories(nodes).map((node) => (
        <CategoryNode key={node.id} node={node} depth={0} openIds={openIds} current={current} />
      ))}
    </List>
  );
}
