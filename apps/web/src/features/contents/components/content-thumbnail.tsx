import type { SxProps, Theme } from '@mui/material/styles';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ImageBox } from '@/shared/media/image-box';
import { renditionUrl, THUMBNAIL } from '@/shared/media/rendition-url';

interface ContentThumbnailProps {
  /** The content's thumbnail path; null draws the article icon. */
  path: string | null;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A content's 300x300 thumbnail (spec 9, the asset card preset), or an article icon without one. */
export function ContentThumbnail({ path, priority, sx }: ContentThumbnailProps) {
  const { setup } = usePortalConfig();
  return (
    <ImageBox
      src={renditionUrl(setup.domain, path, THUMBNAIL)}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      fit="cover"
      priority={priority}
      fallback={<ArticleOutlined aria-hidden sx={{ fontSize: 56, color: 'grey.500' }} />}
      sx={sx}
    />
  );
}
