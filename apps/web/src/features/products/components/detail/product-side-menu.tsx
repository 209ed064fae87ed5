import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Article from '@mui/icons-material/Article';
import Description from '@mui/icons-material/Description';
import Hub from '@mui/icons-material/Hub';
import ListAlt from '@mui/icons-material/ListAlt';
import PermMedia from '@mui/icons-material/PermMedia';
import type { Product } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForWidth } from '@/shared/boot/by-width';
import { LinkTabBar } from '@/shared/ui/link-tab-bar';
import { useProductPath, type DetailTab } from '../../hooks/use-product-path';

const ICONS: Record<DetailTab, ReactNode> = {
  specifications: <ListAlt />,
  assets: <PermMedia />,
  contents: <Article />,
  associations: <Hub />,
  leaflet: <Description />,
};

/**
 * Spec 2 side menu: Specifications, Assets, Contents, Associations (only when the product has
 * some) and Leaflet. A row of tabs on small screens, swiped sideways where it is wider (LinkTabBar).
 */
export function ProductSideMenu({ product, tab }: { product: Product; tab: DetailTab }) {
  const { t } = useTranslation();
  const pathOf = useProductPath();
  const tabs: DetailTab[] = ['specifications', 'assets', 'contents'];
  if (Object.keys(product.associations).length > 0) tabs.push('associations');
  tabs.push('leaflet');
  const label = t('products.menu.label');

  const menu = (small: boolean) =>
    small ? (
      <nav aria-label={label}>
        <LinkTabBar
          label={label}
          value={tab}
          tabs={tabs.map((entry) => ({
            value: entry,
            label: t(`products.menu.${entry}`),
            to: pathOf(product, entry),
          }))}
        />
      </nav>
    ) : (
      <Paper variant="outlined" component="nav" aria-label={label}>
        <List>
          {/* Each link in its own list item: a list holds only items (axe `list`). */}
          {tabs.map((entry) => (
            <ListItem key={entry} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={pathOf(product, entry)}
                selected={entry === tab}
                aria-current={entry === tab ? 'page' : undefined}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[entry]}</ListItemIcon>
                <ListItemText primary={t(`products.menu.${entry}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  return <ForWidth>{menu}</ForWidth>;
}
