import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { isCurrentSection, useNavItems } from './use-nav-items';

/** Spec 9: below md the section links live in a 240 px temporary drawer. */
export const DRAWER_WIDTH = 240;

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { segment } = useLocale();
  const items = useNavItems();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': t('nav.main') } }}
      sx={{ display: { md: 'none' } }}
    >
      <Box component="nav" aria-label={t('nav.main')}>
        <List>
          {items.map((item) => {
            const current = isCurrentSection(item, pathname, segment);
            return (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
