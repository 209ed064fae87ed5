import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ConsoleArticle } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { DateInput } from '@/shared/dates/date-input';
import { UNREADABLE } from '@/shared/dates/iso-value';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { usePublishArticle } from '../api/articles';
import { EditSection } from './edit-section';

const STATE_COLOURS = { draft: 'default', scheduled: 'info', published: 'success' } as const;

/** The article's state as a chip: draft, scheduled for a time, or published. */
export function ArticleStateChip({ article }: { article: Pick<ConsoleArticle, 'state' | 'publish_at'> }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const label =
    article.state === 'scheduled' && article.publish_at
      ? t('console.articles.states.scheduled_for', { date: formatMoment(article.publish_at, segment) })
      : t(`console.articles.states.${article.state}`);
  return <Chip size="small" color={STATE_COLOURS[article.state]} label={label} />;
}

/**
 * Whether visitors see the stored article: published at once or from a chosen time (it shows then
 * without another step), or back to a draft. Unsaved changes are saved first, so what is published
 * is what was written.
 */
export function ArticlePublication({
  article,
  unsaved,
  onChanged,
}: {
  article: ConsoleArticle;
  unsaved: boolean;
  onChanged: (article: ConsoleArticle) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const publish = usePublishArticle(article.id);
  const [from, setFrom] = useState('');
  const [wrongTime, setWrongTime] = useState(false);
  const send = (published: boolean) => {
    if (published && from === UNREADABLE) return setWrongTime(true);
    const at = published && from ? new Date(from).toISOString() : null;
    publish.mutate(
      { published, publish_at: at },
      {
        onSuccess: (next) => {
          setFrom('');
          onChanged(next);
          notify(t(`console.articles.done.${next.state}`), 'success');
        },
      },
    );
  };
  return (
    <EditSection
      headingId="article-publication-title"
      title={t('console.articles.publication')}
      aside={<ArticleStateChip article={article} />}
    >
      {unsaved && <Alert severity="info">{t('console.articles.save_first')}</Alert>}
      {publish.isError && (
        <Alert severity="error">{errorMessage(publish.error, t('common.something_went_wrong'))}</Alert>
      )}
      <DateInput
        kind="datetime"
        name="publish_from"
        label={t('console.articles.publish_from')}
        helperText={wrongTime ? t('console.articles.wrong_time') : t('console.articles.publish_from_hint')}
        error={wrongTime}
        value={from}
        onChange={(value) => {
          setFrom(value);
          setWrongTime(false);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={unsaved} loading={publish.isPending} onClick={() => send(true)}>
          {from ? t('console.articles.schedule') : t('console.articles.publish')}
        </Button>
        {article.published && (
          <Button variant="outlined" disabled={unsaved || publish.isPending} onClick={() => send(false)}>
            {t('console.articles.unpublish')}
          </Button>
        )}
      </Stack>
    </EditSection>
  );
}
