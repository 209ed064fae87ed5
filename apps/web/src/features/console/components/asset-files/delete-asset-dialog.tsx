import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AssetUsage } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useAssetUsage, useDeleteAsset } from '../../api/asset-files';
import { ConfirmDialog } from '../confirm-dialog';

/** Where the asset is used, each place named (a product or article linked), counts for links. */
function UsageList({ usage }: { usage: AssetUsage }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const used = usage.products.length + usage.contents.length + usage.downloads + usage.shares > 0;
  if (!used && !usage.scopes.length) return <Typography>{t('console.asset_files.delete.unused')}</Typography>;
  return (
    <>
      <Typography>{t('console.asset_files.delete.used_in')}</Typography>
      <List dense data-testid="asset-usage">
        {usage.products.map((p) => (
          <ListItem key={`p${p.id}`}>
            {t('console.asset_files.delete.product')}:&nbsp;
            <Link component={RouterLink} to={to(`/products/detail/${p.id}`)}>
              {p.name}
            </Link>
          </ListItem>
        ))}
        {usage.contents.map((c) => (
          <ListItem key={`c${c.id}`}>
            {t(`console.asset_files.delete.${c.as}`)}:&nbsp;
            <Link component={RouterLink} to={to(`/admin/articles/${c.id}`)}>
              {c.title}
            </Link>
          </ListItem>
        ))}
        {usage.downloads > 0 && (
          <ListItem>{t('console.asset_files.delete.downloads', { count: usage.downloads })}</ListItem>
        )}
        {usage.shares > 0 && (
          <ListItem>{t('console.asset_files.delete.shares', { count: usage.shares })}</ListItem>
        )}
        {usage.scopes.length > 0 && (
          <ListItem>
            {t('console.asset_files.delete.scopes', { names: usage.scopes.map((s) => s.name).join(', ') })}
          </ListItem>
        )}
      </List>
    </>
  );
}

interface DeleteAssetDialogProps {
  id: number;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before an asset is deleted, listing everywhere it is used; nothing goes before the answer. */
export function DeleteAssetDialog({ id, name, onClose, onDeleted }: DeleteAssetDialogProps) {
  const { t } = useTranslation();
  const usage = useAssetUsage(id);
  const remove = useDeleteAsset(id);
  return (
    <ConfirmDialog
      titleId="delete-asset-title"
      title={t('console.asset_files.delete.title', { name })}
      cancelLabel={t('console.asset_files.delete.cancel')}
      confirmLabel={t('console.asset_files.delete.confirm')}
      disabled={!usage.data}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      {usage.data ? (
        <UsageList usage={usage.data} />
      ) : usage.isError ? (
        <Alert severity="error">{errorMessage(usage.error, t('common.something_went_wrong'))}</Alert>
      ) : (
        <Skeleton variant="rounded" height={80} aria-label={t('console.asset_files.delete.loading')} />
      )}
      <Typography sx={{ mt: 2 }}>{t('console.asset_files.delete.warning')}</Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(remove.error, t('common.something_went_wrong'))}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
