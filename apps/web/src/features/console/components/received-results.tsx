import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReceivedExportQuery, ReceivedResultRow } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { downloadResults, useReceivedForms, useReceivedResults } from '../api/received';
import { ConsoleGrid, useGridQuery } from './console-grid';
import { momentLinkColumn } from './moment-link-column';
import { FilterChoice, ReceivedFilters, useReceivedFilters } from './received-filters';

type Format = ReceivedExportQuery['format'];

/** Every result of the chosen form as XLSX or CSV; without a form chosen, says to choose one. */
function ExportButtons({ formId, formName }: { formId: number | undefined; formName: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState<Format | null>(null);
  const run = (format: Format) => {
    if (formId === undefined) return;
    setBusy(format);
    downloadResults(formId, format)
      .catch((error: unknown) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'))
      .finally(() => setBusy(null));
  };
  return (
    <Stack
      component="section"
      aria-labelledby="received-export-title"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography id="received-export-title" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {formId === undefined
          ? t('console.received.export.choose_form')
          : t('console.received.export.of_form', { name: formName })}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={formId === undefined}
            loading={busy === format}
            onClick={() => run(format)}
          >
            {t(`console.received.export.${format}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/** Everyone's form results, newest first: by form, person and day; a row opens the result. */
export function ReceivedResults() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  // The list as it is now (its filters in the address), for the way back from what a row opens.
  const back = { list: useLocation().search };
  const { query, gridProps, restart } = useGridQuery({ sort: 'created_at', dir: 'desc' });
  const filters = useReceivedFilters(restart);
  const forms = useReceivedForms();
  const formParam = filters.value('form');
  const formId = /^\d{1,9}$/.test(formParam) ? Number(formParam) : undefined;
  const results = useReceivedResults({
    page: query.page,
    pageSize: query.pageSize,
    dir: query.dir ?? 'desc',
    ...(formId ? { form: formId } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...filters.range,
  });
  const open = (id: number) => to(`/admin/received/results/${id}`);

  const columns = useMemo<GridColDef<ReceivedResultRow>[]>(
    () => [
      momentLinkColumn<ReceivedResultRow>({
        headerName: t('console.received.results.sent_at'),
        segment,
        to: (row) => open(row.id),
        state: back,
        label: (row, moment) => t('console.received.results.open', { form: row.form.name, date: moment }),
      }),
      {
        field: 'form',
        headerName: t('console.received.results.form'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.form.name,
      },
      {
        field: 'person',
        headerName: t('console.received.results.person'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.person?.name || t('console.received.results.no_account'),
      },
      {
        field: 'email',
        headerName: t('console.received.results.email'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.person?.email ?? '',
      },
      {
        field: 'company',
        headerName: t('console.received.results.company'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.person?.company ?? '',
      },
      {
        field: 'answer_count',
        headerName: t('console.received.results.answers'),
        type: 'number',
        width: 110,
        sortable: false,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` follows the language
    [t, segment, back.list],
  );

  const chosen = forms.data?.find((form) => form.id === formId);
  return (
    <Stack spacing={2}>
      <ReceivedFilters filters={filters}>
        <FilterChoice
          label={t('console.received.filters.form')}
          value={formParam}
          allLabel={t('console.received.filters.all_forms')}
          options={(forms.data ?? []).map((form) => ({
            value: String(form.id),
            label: t('console.received.filters.form_count', { name: form.name, count: form.results }),
          }))}
          onChange={(value) => filters.set('form', value)}
        />
      </ReceivedFilters>
      <ExportButtons formId={chosen?.id} formName={chosen?.name ?? ''} />
      <ConsoleGrid
        label={t('console.received.results.label')}
        list={results}
        columns={columns}
        gridProps={gridProps}
        searchable={false}
        onRowClick={(row) => void navigate(open(row.id), { state: back })}
      />
    </Stack>
  );
}
