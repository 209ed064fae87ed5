import { useMemo, useRef, useState } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ZoomInIcon } from '@/shared/media/picture-icons';
import { PictureLightbox } from '@/shared/media/picture-lightbox';
import { PREVIEW, renditionUrl } from '@/shared/media/rendition-url';
import { productAssetsQueryOptions } from '../../api/get-product-assets';
import { productPictures } from '../../lib/product-pictures';
import { productName } from '../../lib/product-text';
import { ProductImage } from '../common/product-image';

/**
 * The product's main picture (at most 200 high, spec 9), a button that opens it large with the
 * product's other pictures (its asset groups, fetched when it opens) to page through.
 */
export function ProductPicture({ product, sx }: { product: Product; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const [index, setIndex] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = productName(product);
  const assets = useQuery({
    ...productAssetsQueryOptions(product.id, product.is_child ? product.parent : null),
    enabled: index !== null,
  });
  const pictures = useMemo(
    () =>
      productPictures(product.image, name, assets.data).map((p) => ({
        src: renditionUrl(setup.domain, p.path, PREVIEW) ?? '',
        alt: p.name,
      })),
    [product.image, name, assets.data, setup.domain],
  );
  const image = (
    <ProductImage path={product.image} alt={name} preset="productHeader" loading="eager" priority sx={sx} />
  );
  if (!product.image) return image;
  return (
    <>
      <ButtonBase
        ref={button}
        onClick={() => setIndex(0)}
        aria-label={t('products.picture_open', { name })}
        aria-haspopup="dialog"
        focusRipple
        sx={{
          position: 'relative',
          borderRadius: 1,
          cursor: 'zoom-in',
          flexShrink: 0,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '&:hover .zoom-hint, &.Mui-focusVisible .zoom-hint': { opacity: 1 },
        }}
      >
        {image}
        <ZoomInIcon
          className="zoom-hint"
          aria-hidden
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            p: 0.5,
            fontSize: 32,
            borderRadius: '50%',
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.55)',
            opacity: { xs: 1, md: 0.7 },
            transition: 'opacity 120ms',
          }}
        />
      </ButtonBase>
      <PictureLightbox
        title={name}
        pictures={pictures}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        returnFocus={button}
      />
    </>
  );
}
