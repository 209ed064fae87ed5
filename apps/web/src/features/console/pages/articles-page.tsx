import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { ARTICLE_STATES, type ArticleState, type ConsoleArticleRow } from '@vitrine/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useArticleCategories, useArticles } from '../api/articles';
import { ArticleStateChip } from '../components/article-publication';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { FilterSelect } from '../components/status-filter';

/**
 * /{locale}/admin/articles: every article, drafts too, most recently changed first: by title words,
 * category and state; a row opens the editor.
 */
export function ArticlesPage() {
  const { t } = useTranslation();
  const { segment, locales } = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { query, gridProps, restart } = useGridQuery({ sort: 'updated_at', dir: 'desc' });
  const [state, setState] = useState<ArticleState | ''>('');
  const [category, setCategory] = useState('');
  const categories = useArticleCategories();
  const { sort, ...paging } = query;
  const articles = useArticles({
    ...paging,
    ...(sort ? { sort: sort as 'updated_at' | 'created_at' | 'title' } : {}),
    ...(state ? { state } : {}),
    ...(category ? { category: Number(category) } : {}),
  });
  const open = (id: number) => to(`/admin/articles/${id}`);
  const languageNames = useMemo(() => new Map(locales.map((l) => [l.code, l.title])), [locales]);

  const columns = useMemo<GridColDef<ConsoleArticleRow>[]>(
    () => [
      {
        field: 'title',
        headerName: t('console.articles.columns.title'),
        minWidth: 220,
        flex: 2,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={open(row.id)} onClick={(e) => e.stopPropagation()}>
            {row.title || t('console.articles.untitled')}
          </Link>
        ),
      },
      {
        field: 'categories',
        headerName: t('console.articles.columns.categories'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.categories.map((c) => c.title).join(', '),
      },
      {
        field: 'state',
        headerName: t('console.articles.columns.state'),
        width: 190,
        sortable: false,
        valueGetter: (_value, row) => t(`console.articles.states.${row.state}`),
        renderCell: ({ row }) => <ArticleStateChip article={row} />,
      },
      {
        field: 'locales',
        headerName: t('console.articles.columns.languages'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.locales.map((code) => languageNames.get(code) ?? code).join(', '),
        // Short codes on screen (the names fill the CSV and the tooltip): a row holds many.
        renderCell: ({ row, value }) => (
          <span title={value as string}>{row.locales.map((code) => code.replace('_', '-')).join(', ')}</span>
        ),
      },
      {
        field: 'updated_at',
        headerName: t('console.articles.columns.updated'),
        width: 170,
        valueFormatter: (value: string) => formatMoment(value, segment),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` follows the language
    [t, segment, languageNames],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          allLabel={t('console.articles.all')}
          sx={{ minWidth: 200 }}
          label={t('console.articles.columns.state')}
          value={state}
          options={ARTICLE_STATES.map((s) => ({ value: s, label: t(`console.articles.states.${s}`) }))}
          onChange={(value) => {
            setState(value as ArticleState | '');
            restart();
          }}
        />
        <FilterSelect
          allLabel={t('console.articles.all')}
          sx={{ minWidth: 200 }}
          label={t('console.articles.columns.categories')}
          value={category}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title || c.code }))}
          onChange={(value) => {
            setCategory(value);
            restart();
          }}
        />
        <Button
          component={RouterLink}
          to={to('/admin/articles/new')}
          variant="contained"
          startIcon={<Add />}
          sx={{ alignSelf: { sm: 'center' }, ml: { sm: 'auto' } }}
        >
          {t('console.articles.new')}
        </Button>
      </Stack>
      <ConsoleGrid
        label={t('console.articles.list_label')}
        list={articles}
        columns={columns}
        gridProps={gridProps}
        onRowClick={(row) => void navigate(open(row.id))}
      />
    </Stack>
  );
}
