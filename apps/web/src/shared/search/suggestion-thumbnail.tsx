import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { hasThumbnail, isVideo, sourceExtension } from '@/shared/cart/cart-item';
import { ImageBox } from '@/shared/media/image-box';
import { RENDITION_PRESETS, renditionUrl } from '@/shared/media/rendition-url';
import { thumbnailOf } from '@/shared/media/whole-picture';
import type { SuggestionOption } from './suggestion-options';

/** The row's picture: the smallest preset (a 48 px box at twice its pixels), for every kind. */
const ROW_PICTURE = RENDITION_PRESETS.productRow;
const ROW_WHOLE = RENDITION_PRESETS.rowWhole;
/** Shown at 40 px: a list row, not a card. */
export const THUMB_SIZE = 40;

const iconSx = { fontSize: 24, color: 'grey.500' } as const;

/**
 * The picture's address, its fit and the icon shown without one (or when it fails), per kind:
 * product pictures are cropped, as on their cards; a logo, graphic or document page is fitted whole.
 */
function picture(option: SuggestionOption, domain: string) {
  switch (option.section) {
    case 'products':
      return {
        src: renditionUrl(domain, option.item.image, ROW_PICTURE),
        fit: 'cover' as const,
        icon: <ImageOutlined aria-hidden sx={iconSx} />,
      };
    case 'assets': {
      const { ext, url } = option.item;
      const Icon = isVideo(ext) ? MovieOutlined : InsertDriveFileOutlined;
      const { options, fit } = thumbnailOf({ ext }, 'row');
      return {
        // Films and files without a rendition (spec 5) show what kind of file they are instead.
        src: hasThumbnail(ext) ? renditionUrl(domain, url, options) : null,
        fit,
        icon: <Icon aria-hidden sx={iconSx} />,
      };
    }
    case 'contents': {
      const { options, fit } = thumbnailOf({ ext: sourceExtension(option.item.thumbnail ?? '') }, 'row');
      return {
        src: renditionUrl(domain, option.item.thumbnail, options),
        fit,
        icon: <ArticleOutlined aria-hidden sx={iconSx} />,
      };
    }
  }
}

/** A suggestion's small picture in a square; the name beside it says what it is (empty alt). */
export function SuggestionThumbnail({ option }: { option: SuggestionOption }) {
  const { setup } = usePortalConfig();
  const { src, fit, icon } = picture(option, setup.domain);
  return (
    <ImageBox
      src={src}
      alt=""
      width={ROW_WHOLE.width}
      height={ROW_WHOLE.height}
      fit={fit}
      loading="eager"
      fallback={icon}
      sx={{ width: THUMB_SIZE, height: THUMB_SIZE, flex: 'none', borderRadius: 0.5 }}
    />
  );
}
