import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NavTreeNode } from './nav-tree';

interface TreeHeadingProps {
  /** From the root to the current node; empty at the root. */
  path: Pick<NavTreeNode, 'id' | 'code' | 'label'>[];
  /** The root's name and address (the h1 at the root, the first breadcrumb below it). */
  root: { label: string; to: string };
  linkTo: (code: string) => string;
  /** The breadcrumb navigation's accessible name. */
  breadcrumbLabel: string;
  /** The h1's id, for a region it labels. */
  id: string;
}

/** A list page's h1 (the current node's name, or the root's) with the way up through the tree. */
export function TreeHeading({ path, root, linkTo, breadcrumbLabel, id }: TreeHeadingProps) {
  const current = path.at(-1);
  return (
    <>
      {current && (
        <Breadcrumbs aria-label={breadcrumbLabel} sx={{ mb: 0.5 }}>
          <Link component={RouterLink} to={root.to} underline="hover" color="inherit">
            {root.label}
          </Link>
          {path.slice(0, -1).map((node) => (
            <Link
              key={node.id}
              component={RouterLink}
              to={linkTo(node.code)}
              underline="hover"
              color="inherit"
            >
              {node.label}
            </Link>
          ))}
        </Breadcrumbs>
      )}
      <Typography id={id} variant="h4" component="h1" sx={{ mb: 3, fontWeight: 500 }}>
        {current?.label ?? root.label}
      </Typography>
    </>
  );
}
