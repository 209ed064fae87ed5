import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { isCurrentSection, useNavItems } from './use-nav-items';

/** The section links in the app bar, from the md breakpoint up. */
export function NavLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { segment } = useLocale();
  const items = useNavItems();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}
    >
      {items.map((item) => {
        const current = isCurrentSection(item, pathname, segment);
        return (
          <Button
            key={item.key}
            component={RouterLink}
            to={item.to}
            aria-current={current ? 'page' : undefined}
            sx={{
              color: current ? 'highlightedText' : 'regularText',
              fontWeight: current ? 700 : 500,
              borderBottom: 2,
              borderColor: current ? 'highlightedText' : 'transparent',
              borderRadius: 0,
              px: 1.5,
            }}
          >
            {t(item.label)}
          </Button>
        );
      })}
    </Box>
  );
}
