import Typography from '@mui/material/Typography';
import type { Product } from '@vitrine/contract';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { formatAttributeValue } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { useValueFormat } from '../../hooks/use-value-format';

/** The catalogue columns of a product as 'Label: value' lines, e.g. its article number and brand. */
export function ProductFacts({ product, inline = false }: { product: Product; inline?: boolean }) {
  const { setup } = usePortalConfig();
  const { byCode } = useAttributeIndex();
  const format = useValueFormat();
  const facts = setup.catalog_columns
    .map((code) => {
      const attribute = byCode.get(code);
      const value = formatAttributeValue(product.attributes[code], attribute, format);
      return value ? `${attribute ? attributeLabel(attribute) : code}: ${value}` : null;
    })
    .filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  if (inline) {
    return (
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
    );
  }
  return facts.map((fact) => (
    <Typography key={fact} variant="body2" color="text.secondary">
      {fact}
    </Typography>
  ));
}
