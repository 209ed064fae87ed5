import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { fileUrl } from '@/shared/media/rendition-url';
import type { SpecGroup, SpecRow } from '../../lib/spec-groups';

interface SpecGroupSectionProps {
  group: SpecGroup;
  expanded: boolean;
  onToggle: () => void;
}

function Value({ row }: { row: SpecRow }) {
  const { setup } = usePortalConfig();
  if (row.links.length === 0) return row.value;
  return row.links.map((link) => {
    return (
      <Link
        key={link.path}
        href={fileUrl(setup.domain, link.path)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {link.name}
      </Link>
    );
  });
}

/** One attribute group of the specifications as a collapsible table (spec 2). */
export function SpecGroupSection({ group, expanded, onToggle }: SpecGroupSectionProps) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      variant="outlined"
      disableGutters
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {group.name}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <Table size="small">
          <TableBody>
            {group.rows.map((row) => (
              <TableRow key={row.code}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { xs: '45%', sm: '35%' }, color: 'text.secondary', verticalAlign: 'top' }}
                >
                  {row.label}
                  {row.help && (
                    <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                      {row.help}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Value row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
