import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { Attribute, Product } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Highlight } from '@/shared/ui/highlight';
import { formatAttributeValue } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';
import { productName, stripTags } from '../../lib/product-text';
import { useProductPath } from '../../hooks/use-product-path';
import { useValueFormat } from '../../hooks/use-value-format';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: Product;
  /** Attribute codes shown under the name (setup.catalog_columns). */
  columns: string[];
  attributes: ReadonlyMap<string, Attribute>;
  selected?: boolean;
  /** Shows the selection checkbox when given. */
  onToggle?: (id: number) => void;
  /** Its picture is one of the first a visitor waits for (fetched at once, before the others). */
  priority?: boolean;
  /** Search words to mark in the name and description (the search page). */
  terms?: readonly string[];
  /** Shows the short description under the name (without HTML tags). */
  description?: boolean;
}

const NO_TERMS: readonly string[] = [];

/** A product card: 300x300 cropped image, name without HTML tags, the catalogue columns. */
export function ProductCard({
  product,
  columns,
  attributes,
  selected = false,
  onToggle,
  priority = false,
  terms = NO_TERMS,
  description = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const format = useValueFormat();
  const pathOf = useProductPath();
  const name = productName(product);
  const summary = description ? stripTags(product.shortDescription) : '';
  const facts = columns
    .map((code) => {
      const attribute = attributes.get(code);
      const value = formatAttributeValue(product.attributes[code], attribute, format);
      return value ? { code, label: attribute ? attributeLabel(attribute) : code, value } : null;
    })
    .filter((fact) => fact !== null);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : undefined,
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={pathOf(product)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ProductImage
          path={product.image}
          alt={name}
          preset="productCard"
          priority={priority}
          sx={{ aspectRatio: '1 / 1' }}
        />
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          {/* The name is whole, however many lines it takes: the row's cards stretch alike. */}
          <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            <Highlight text={name} terms={terms} />
          </Typography>
          {summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                mb: 0.5,
              }}
            >
              <Highlight text={summary} terms={terms} />
            </Typography>
          )}
          {facts.map((fact) => (
            <Typography key={fact.code} variant="caption" component="p" color="text.secondary">
              {fact.label}:{' '}
              {/* The value goes to the next line as a whole when it does not fit after its label
                  (an article number in a two-column card at 360 px), and wraps only when it is
                  wider than the card. */}
              <Box
                component="span"
                sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
              >
                {fact.value}
              </Box>
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
      {onToggle && (
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            left: 6,
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 1,
          }}
        >
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(product.id)}
            slotProps={{ input: { 'aria-label': t('products.select_product', { name }) } }}
          />
        </Box>
      )}
    </Card>
  );
}
