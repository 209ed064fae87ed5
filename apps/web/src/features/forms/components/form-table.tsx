import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { Form } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { FormRow } from '../lib/form-list';
import { FormStatusIcon } from './form-status-icon';

interface FormTableProps {
  rows: FormRow[];
  onLog: (form: Form) => void;
}

/** The name, linked to the form only while it can be filled in (spec 4). */
function FormName({ row }: { row: FormRow }) {
  const to = useLocalePath();
  if (!row.available) return <Typography component="span">{row.form.name}</Typography>;
  return (
    <Link component={RouterLink} to={to(`/forms/detail/${row.form.id}`)} sx={{ fontWeight: 500 }}>
      {row.form.name}
    </Link>
  );
}

function LogButton({ form, onLog }: { form: Form; onLog: (form: Form) => void }) {
  const { t } = useTranslation();
  if (!form.allow_logging) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Add />}
      onClick={() => onLog(form)}
      aria-label={t('forms.log.add_label', { name: form.name })}
    >
      {t('forms.log.add')}
    </Button>
  );
}

/**
 * The forms table (spec 2 "Forms"): status, name and the Add (log) button. Below the small
 * breakpoint each row stacks into a block, so a phone never scrolls sideways.
 */
export function FormTable({ rows, onLog }: FormTableProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table
        aria-label={t('forms.title')}
        sx={{
          '@media (max-width: 599.95px)': {
            '& thead': { display: 'none' },
            '& tbody, & tr': { display: 'block' },
            '& tr': {
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 1.5,
              alignItems: 'center',
              py: 1.5,
              px: 2,
              borderBottom: 1,
              borderColor: 'divider',
            },
            '& tr:last-of-type': { borderBottom: 0 },
            '& td': { display: 'block', border: 0, p: 0 },
            '& td.form-category': { gridColumn: 2 },
            '& td.form-actions': { gridColumn: 2, pt: 1, textAlign: 'left' },
            '& td.form-actions:empty, & td.form-category:empty': { display: 'none' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>{t('forms.columns.status')}</TableCell>
            <TableCell>{t('forms.columns.name')}</TableCell>
            <TableCell>{t('forms.columns.category')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('forms.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.form.id} data-form-id={row.form.id}>
              <TableCell sx={{ lineHeight: 0 }}>
                <FormStatusIcon status={row.status} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <FormName row={row} />
              </TableCell>
              <TableCell className="form-category" sx={{ color: 'text.secondary' }}>
                {row.form.category?.name ?? ''}
              </TableCell>
              <TableCell className="form-actions" align="right">
                {row.form.allow_logging ? <LogButton form={row.form} onLog={onLog} /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
