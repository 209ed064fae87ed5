import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandCircleDownOutlined from '@mui/icons-material/ExpandCircleDownOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';

const cardSx = {
  height: '100%',
  minHeight: { xs: 160, sm: 220 },
  display: 'flex',
  borderStyle: 'dashed',
} as const;

/** Spec 2: after a full page, a card that loads and appends the next one. A real button. */
export function NextPageCard({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={cardSx}>
      <CardActionArea
        onClick={loading ? undefined : onClick}
        aria-disabled={loading}
        aria-busy={loading}
        sx={{ display: 'grid', placeItems: 'center', p: 2 }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
          {loading ? <CircularProgress size={40} /> : <ExpandCircleDownOutlined sx={{ fontSize: 48 }} />}
          <Typography variant="button">
            {loading ? t('common.loading') : t('assets.library.next_page')}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** Spec 2: a page came back shorter than the limit, so the list ends here. */
export function NoMoreItemsCard() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ ...cardSx, alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <DoneAll aria-hidden sx={{ fontSize: 40 }} />
        <Typography variant="body2">{t('assets.no_more_items')}</Typography>
      </Stack>
    </Card>
  );
}
