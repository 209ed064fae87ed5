import { useTranslation } from 'react-i18next';
import type { AttachmentFile } from '../lib/attachments';
import { AttachmentCard } from './attachment-card';
import { PageSection } from '@/shared/ui/page-section';
import { CardList } from '@/shared/ui/card-list';

/** The attachments section of a content's page; nothing when it has none. */
const ATTACHMENT_COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(6, minmax(0, 1fr))',
};

export function ContentAttachments({ files }: { files: AttachmentFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <PageSection id="content-attachments" title={t('contents.attachments.title')} sx={{ mt: 4 }}>
      <CardList columns={ATTACHMENT_COLUMNS}>
        {files.map((file) => (
          <li key={file.url}>
            <AttachmentCard file={file} />
          </li>
        ))}
      </CardList>
    </PageSection>
  );
}
