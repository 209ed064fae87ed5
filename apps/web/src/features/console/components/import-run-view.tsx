import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { ConsoleImportRun, ImportReportBody } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { formatFileSize } from '@/shared/format/file-size';
import { useLocale } from '@/shared/locale/locale-context';
import { isActive } from '../api/imports';
import { useConsoleTexts } from './console-context';
import { kindLabel, starterName, stateColor } from './import-labels';

type Rejection = ImportReportBody['rejections'][number] & { id: number };

/** The report's figures, one term and value each. */
function Totals({ report }: { report: ImportReportBody }) {
  const { t, i18n } = useTranslation();
  const figures = [
    ['read', report.read],
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['rejected', report.rejected],
    ...(report.archived === undefined ? [] : [['archived', report.archived] as const]),
  ] as const;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0 }}>
      {figures.map(([key, value]) => (
        <Box key={key} sx={{ minWidth: 90 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`console.imports.run.${key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontSize: '1.5rem', fontWeight: 500 }}
            color={key === 'rejected' && value > 0 ? 'error' : undefined}
          >
            {number.format(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The refused rows listed by the report: line, column and reason (and the file, for a folder). */
function RefusedRows({ report, folder }: { report: ImportReportBody; folder: boolean }) {
  const { t } = useTranslation();
  const { grid } = useConsoleTexts();
  const rows = useMemo<Rejection[]>(
    () => report.rejections.map((rejection, id) => ({ ...rejection, id })),
    [report.rejections],
  );
  const columns = useMemo<GridColDef<Rejection>[]>(
    () => [
      ...(folder
        ? [{ field: 'file', headerName: t('console.imports.run.file'), minWidth: 140, flex: 1 }]
        : []),
      {
        field: 'line',
        headerName: t('console.imports.run.line'),
        type: 'number',
        width: 76,
        // A line number, as an editor shows it: no thousands separator.
        valueFormatter: (value: number) => String(value),
      },
      {
        field: 'column',
        headerName: t('console.imports.run.column'),
        width: 120,
        valueGetter: (value: string | null) => value ?? '',
      },
      // The reason wraps: on a phone it is what the reader needs beside the line.
      { field: 'reason', headerName: t('console.imports.run.reason'), minWidth: 150, flex: 2 },
    ],
    [t, folder],
  );
  if (!report.rejected) return <Typography>{t('console.imports.run.no_refused')}</Typography>;
  return (
    <Stack spacing={1}>
      {report.rejected > rows.length && (
        <Typography variant="body2" color="text.secondary">
          {t('console.imports.run.more_refused', { shown: rows.length, total: report.rejected })}
        </Typography>
      )}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid<Rejection>
          aria-label={t('console.imports.run.refused_rows')}
          rows={rows}
          columns={columns}
          localeText={grid}
          density="compact"
          autoHeight
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 0.75 } }}
        />
      </Box>
    </Stack>
  );
}

/** A folder's files, each with its kind and figures. */
function FolderFiles({ reports }: { reports: ImportReportBody[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {reports.map((report, index) => (
        <Typography component="li" key={`${report.file}-${index}`} variant="body2">
          {t('console.imports.run.file_line', {
            file: report.file,
            kind: report.kind ? kindLabel(t, report.kind) : '–',
            read: report.read,
            rejected: report.rejected,
          })}
        </Typography>
      ))}
    </Box>
  );
}

/** One run: its state and progress while it waits or runs, then its report or why it failed. */
export function ImportRunView({
  run,
  headingLevel = 'h2',
}: {
  run: ConsoleImportRun;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const { segment } = useLocale();
  const active = isActive(run);
  const report = run.report;
  const folder = run.kind === 'folder';
  const { progress } = run;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-label={t('console.imports.run.title', { file: run.file })}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant={headingLevel} sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere', mr: 1 }}>
            {t('console.imports.run.title', { file: run.file })}
          </Typography>
          <Chip
            size="small"
            color={stateColor(run.state)}
            label={t(`console.imports.states.${run.state}`)}
            role="status"
          />
          {run.options.dryRun && (
            <Chip size="small" variant="outlined" label={t('console.imports.run.dry_run')} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[
            kindLabel(t, run.kind),
            formatMoment(run.createdAt, segment),
            run.startedBy && t('console.imports.run.started_by', { name: starterName(t, run.startedBy) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {active && (
          <Box>
            <LinearProgress
              variant={progress.percent === null || run.state === 'queued' ? 'indeterminate' : 'determinate'}
              value={progress.percent ?? 0}
              aria-label={t('console.imports.run.progress_label')}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {run.state === 'queued'
                ? t('console.imports.run.waiting')
                : [
                    t('console.imports.run.rows_read', { rows: progress.rows }),
                    progress.totalBytes !== null &&
                      t('console.imports.run.bytes', {
                        done: formatFileSize(progress.bytes, i18n.language),
                        total: formatFileSize(progress.totalBytes, i18n.language),
                      }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
            </Typography>
          </Box>
        )}
        {run.state === 'failed' && (
          <Alert severity="error">
            <AlertTitle>{t('console.imports.run.failed')}</AlertTitle>
            {run.error}
          </Alert>
        )}
        {report && (
          <>
            {report.dryRun && <Alert severity="info">{t('console.imports.run.dry_run_note')}</Alert>}
            <Totals report={report} />
            {folder && run.reports && <FolderFiles reports={run.reports} />}
            {!!report.notes?.length && (
              <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('console.imports.run.notes')}>
                {report.notes.map((note) => (
                  <Typography component="li" variant="body2" key={note}>
                    {note}
                  </Typography>
                ))}
              </Box>
            )}
            <Typography
              variant={headingLevel === 'h2' ? 'h3' : 'h4'}
              sx={{ fontSize: '1.05rem', fontWeight: 500 }}
            >
              {t('console.imports.run.refused_rows')}
            </Typography>
            <RefusedRows report={report} folder={folder} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
