import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PUSH_MAX_BYTES,
  CONSOLE_IMPORT_EXTENSIONS,
  CONSOLE_IMPORT_KINDS,
  DETECTED_IMPORT_KIND,
  type ConsoleImportRun,
  type ConsoleImportStart,
} from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { formatFileSize } from '@/shared/format/file-size';
import { importsQueryKey, runQueryKey, uploadImport } from '../api/imports';
import { UsersCsvHelp } from './users-csv-help';

export type ImportKindChoice = ConsoleImportStart['kind'];
/** The kinds offered, "detect" first. */
export const KIND_CHOICES: readonly ImportKindChoice[] = [DETECTED_IMPORT_KIND, ...CONSOLE_IMPORT_KINDS];
const ACCEPT = CONSOLE_IMPORT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file cannot be sent, or null when it can. */
function refusal(file: File | null): string | null {
  if (!file) return 'console.imports.errors.no_file';
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !(CONSOLE_IMPORT_EXTENSIONS as readonly string[]).includes(ext))
    return 'console.imports.errors.type';
  if (file.size === 0) return 'console.imports.errors.empty';
  if (file.size > ADMIN_PUSH_MAX_BYTES) return 'console.imports.errors.size';
  return null;
}

/**
 * A file chosen or dropped, its kind and whether to only check it, sent with the upload's
 * progress shown; the run answered is handed on.
 */
export function ImportForm({
  initialKind,
  onStarted,
}: {
  initialKind: ImportKindChoice;
  onStarted: (run: ConsoleImportRun) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<ImportKindChoice>(initialKind);
  const [dryRun, setDryRun] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const uploading = sent !== null;

  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    const refused = refusal(chosen);
    setProblem(refused && t(refused, { max: formatFileSize(ADMIN_PUSH_MAX_BYTES, i18n.language) }));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files[0]);
  };
  const start = async () => {
    const refused = refusal(file);
    if (refused || !file) {
      setProblem(
        t(refused ?? 'console.imports.errors.no_file', {
          max: formatFileSize(ADMIN_PUSH_MAX_BYTES, i18n.language),
        }),
      );
      return;
    }
    setProblem(null);
    setSent(0);
    try {
      const run = await uploadImport(file, { kind, dryRun }, setSent);
      setFile(null);
      if (input.current) input.current.value = '';
      // The run as accepted is shown at once; its page then follows it.
      queryClient.setQueryData(runQueryKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: [...importsQueryKey, 'list'] });
      onStarted(run);
    } catch (error) {
      setProblem(errorMessage(error, t('common.something_went_wrong')));
    } finally {
      setSent(null);
    }
  };

  const percent = Math.round((sent ?? 0) * 100);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby={`${ids}-title`}
    >
      <Typography id={`${ids}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('console.imports.start_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('console.imports.intro', { max: formatFileSize(ADMIN_PUSH_MAX_BYTES, i18n.language) })}
      </Typography>
      <Stack spacing={2}>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : problem ? 'error.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : undefined,
            borderRadius: 1,
            p: { xs: 2, sm: 3 },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: 2,
          }}
        >
          <UploadFile color="action" sx={{ fontSize: 40 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography>{t('console.imports.drop_here')}</Typography>
            <Typography
              id={`${ids}-file`}
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file
                ? t('console.imports.chosen', {
                    name: file.name,
                    size: formatFileSize(file.size, i18n.language),
                  })
                : t('console.imports.none_chosen')}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-describedby={`${ids}-file`}
          >
            {t(file ? 'console.imports.change' : 'console.imports.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('console.imports.choose')}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Box>
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('console.imports.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as ImportKindChoice)}
            disabled={uploading}
            sx={{ minWidth: 260 }}
          >
            {KIND_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(`console.imports.kinds.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={dryRun}
                onChange={(event) => setDryRun(event.target.checked)}
                disabled={uploading}
              />
            }
            label={t('console.imports.dry_run')}
          />
          <Button
            variant="contained"
            onClick={() => void start()}
            loading={uploading}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {t('console.imports.start')}
          </Button>
        </Stack>
        {kind === 'users' && <UsersCsvHelp />}
        {uploading && (
          <Box>
            <Typography variant="body2" role="status" sx={{ mb: 0.5 }}>
              {t('console.imports.uploading', { percent })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('console.imports.upload_label')}
            />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
