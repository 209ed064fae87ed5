import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assignment from '@mui/icons-material/Assignment';
import Logout from '@mui/icons-material/Logout';
import Send from '@mui/icons-material/Send';
import Person from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeatures } from '@/features/profile/api/get-features';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useUser } from '@/shared/session/session-store';

/**
 * The registered user's menu: Profile, their forms (guests are offered none), what they sent, the
 * operator console for an administrator, and Logout.
 */
export function AccountMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useUser();
  const operator = useFeatures(user?.id ?? null, true).data?.features.includes('console') ?? false;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={to('/account/profile')} onClick={onClose}>
        <ListItemIcon>
          <Person fontSize="small" />
        </ListItemIcon>
        {t('nav.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={to('/forms')} onClick={onClose}>
        <ListItemIcon>
          <Assignment fontSize="small" />
        </ListItemIcon>
        {t('forms.title')}
      </MenuItem>
      <MenuItem component={RouterLink} to={to('/account/sent')} onClick={onClose}>
        <ListItemIcon>
          <Send fontSize="small" />
        </ListItemIcon>
        {t('sent.title')}
      </MenuItem>
      {operator && (
        <MenuItem component={RouterLink} to={to('/admin')} onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettings fontSize="small" />
          </ListItemIcon>
          {t('nav.console')}
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={to('/account/logout')} onClick={onClose}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('nav.logout')}
      </MenuItem>
    </Menu>
  );
}
