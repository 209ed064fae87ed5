import { useMemo, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useAttributeSet } from '../../api/get-attribute-set';
import { buildSpecGroups, filterSpecGroups } from '../../lib/spec-groups';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { useSpecsPending } from '../../hooks/use-specs-pending';
import { useValueFormat } from '../../hooks/use-value-format';
import { SpecGroupSection } from './spec-group-section';
import { PageSection } from '@/shared/ui/page-section';

/** Spec 2 "Specifications": a search box over the attributes, grouped by the attribute set in collapsible sections. */
export function Specifications({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { mapping } = usePortalConfig();
  const attributes = useAttributeIndex();
  const attributeSet = useAttributeSet(product.attribute_set);
  const format = useValueFormat();
  const pending = useSpecsPending(product);
  const [text, setText] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const otherName = t('products.specs.other');

  const groups = useMemo(() => {
    // Name and descriptions are shown in the header already.
    const hidden = new Set([
      ...mapping.name,
      ...mapping.title,
      ...mapping.shortDescription,
      ...mapping.longDescription,
    ]);
    return buildSpecGroups(product, attributeSet.data, attributes.list, format, { hidden, otherName });
  }, [product, attributeSet.data, attributes.list, format, mapping, otherName]);
  const searching = text.trim() !== '';
  const shown = filterSpecGroups(groups, text);
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  let body;
  if (pending) {
    body = [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />);
  } else if (attributes.query.isError) {
    body = (
      <ErrorState
        message={errorMessage(attributes.query.error, '')}
        onRetry={() => void attributes.query.refetch()}
      />
    );
  } else if (shown.length === 0) {
    body = <EmptyState />;
  } else {
    body = shown.map((group) => (
      <SpecGroupSection
        key={group.name}
        group={group}
        expanded={searching || !collapsed.has(group.name)}
        onToggle={() => toggle(group.name)}
      />
    ));
  }

  return (
    <PageSection id="specifications-heading" title={t('products.menu.specifications')}>
      <TextField
        type="search"
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('products.specs.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('products.specs.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2, maxWidth: { sm: 420 } }}
      />
      <div aria-live="polite">{body}</div>
    </PageSection>
  );
}
