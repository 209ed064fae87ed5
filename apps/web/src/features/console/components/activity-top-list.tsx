import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { useActivityFormat } from './activity-format';

interface ActivityTopListProps {
  id: string;
  title: string;
  /** The first column's heading: what is counted (a search text, a page). */
  itemLabel: string;
  rows: readonly { text: string; count: number }[];
}

/** A ranking (the ten most frequent searches or pages) as a table of texts and counts, most first. */
export function ActivityTopList({ id, title, itemLabel, rows }: ActivityTopListProps) {
  const { t } = useTranslation();
  const format = useActivityFormat();
  return (
    <SectionCard id={id} title={title} gap={1}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('console.activity.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{itemLabel}</TableCell>
              <TableCell scope="col" align="right">
                {t('console.activity.count')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.text}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.text}</TableCell>
                <TableCell align="right">{format.number(row.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
