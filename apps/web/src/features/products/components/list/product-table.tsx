import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import type { Attribute, Product } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAttributeValue } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';
import { productName } from '../../lib/product-text';
import { useProductPath } from '../../hooks/use-product-path';
import { useValueFormat } from '../../hooks/use-value-format';
import { ProductImage } from '../common/product-image';

interface ProductTableProps {
  products: Product[];
  /** setup.grid_columns */
  columns: string[];
  attributes: ReadonlyMap<string, Attribute>;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The grid view: one row per product with the configured grid columns. */
export function ProductTable({ products, columns, attributes, selected, onToggle }: ProductTableProps) {
  const { t } = useTranslation();
  const format = useValueFormat();
  const pathOf = useProductPath();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('products.view.grid_caption')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('products.selection.column')}
              </Box>
            </TableCell>
            <TableCell sx={{ width: 64 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('products.image')}
              </Box>
            </TableCell>
            <TableCell>{t('products.sort.name')}</TableCell>
            {columns.map((code) => {
              const attribute = attributes.get(code);
              return <TableCell key={code}>{attribute ? attributeLabel(attribute) : code}</TableCell>;
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => {
            const name = productName(product);
            const isSelected = selected.has(product.id);
            return (
              <TableRow key={product.id} hover selected={isSelected}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={() => onToggle(product.id)}
                    slotProps={{ input: { 'aria-label': t('products.select_product', { name }) } }}
                  />
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <ProductImage
                    path={product.image}
                    alt={name}
                    preset="productRow"
                    sx={{ width: 48, height: 48, borderRadius: 1 }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Link
                    component={RouterLink}
                    to={pathOf(product)}
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {name}
                  </Link>
                </TableCell>
                {columns.map((code) => (
                  <TableCell key={code} sx={{ whiteSpace: 'nowrap' }}>
                    {formatAttributeValue(product.attributes[code], attributes.get(code), format) || '–'}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
