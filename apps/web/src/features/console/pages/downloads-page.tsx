import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Asset, ConsoleDownload } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/locale/locale-context';
import { useAssetChoices, useDownloads } from '../api/downloads';
import { useConsoleUser } from '../api/users';
import { cartLinkColumns } from '../components/cart-link-columns';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { FilterSelect } from '../components/status-filter';
import { useMomentText } from '../components/use-moment-text';

type Kind = ConsoleDownload['kind'];
const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The person the history is narrowed to (from the address), named once their record arrives. */
function PersonChip({ id, onClear }: { id: number; onClear: () => void }) {
  const { t } = useTranslation();
  const person = useConsoleUser(id);
  const name = person.data ? `${person.data.first_name} ${person.data.last_name}`.trim() : `#${id}`;
  return <Chip label={t('console.downloads.of_person', { name })} onDelete={onClear} />;
}

/** Chooses an asset by name: the history then holds the carts that had it. */
function AssetFilter({ value, onChange }: { value: Asset | null; onChange: (asset: Asset | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const choices = useAssetChoices(text);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: { sm: 320 } }}
      options={choices.data ?? []}
      value={value}
      onChange={(_event, asset) => onChange(asset)}
      inputValue={text}
      onInputChange={(_event, typed) => setText(typed)}
      getOptionLabel={(asset) => `${asset.name}.${asset.ext}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={choices.isFetching}
      noOptionsText={text.trim().length < 2 ? t('console.downloads.type_two') : t('common.no_results')}
      renderInput={(params) => <TextField {...params} label={t('console.downloads.asset')} />}
    />
  );
}

/**
 * /{locale}/admin/downloads: the download history — every cart link, live or expired, newest
 * first; of a kind, of one person (`?user=`), or holding one asset.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const [params, setParams] = useSearchParams();
  const userId = positive(params.get('user'));
  const [kind, setKind] = useState<Kind | ''>('');
  const [asset, setAsset] = useState<Asset | null>(null);
  const { query, gridProps, restart } = useGridQuery();
  const downloads = useDownloads({
    page: query.page,
    pageSize: query.pageSize,
    ...(kind ? { kind } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...(asset ? { asset_id: asset.id } : {}),
  });
  const moment = useMomentText();
  const columns = useMemo<GridColDef<ConsoleDownload>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('console.downloads.when'),
        width: 165,
        sortable: false,
        valueFormatter: (value: string) => moment(value),
      },
      {
        field: 'kind',
        headerName: t('console.downloads.kind'),
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => t(`console.downloads.${row.kind}`),
      },
      {
        field: 'sender',
        headerName: t('console.downloads.person'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.sender?.name || t('console.downloads.guest'),
      },
      {
        field: 'files',
        headerName: t('console.downloads.files'),
        minWidth: 220,
        flex: 2,
        sortable: false,
        valueGetter: (_value, row) =>
          row.file_count > row.files.length
            ? t('console.downloads.files_more', {
                names: row.files.join(', '),
                count: row.file_count - row.files.length,
              })
            : row.files.join(', '),
        renderCell: ({ value }) => (
          <Tooltip title={value}>
            <span>{value}</span>
          </Tooltip>
        ),
      },
      {
        field: 'recipient',
        headerName: t('console.shares.recipient'),
        minWidth: 180,
        flex: 1,
        sortable: false,
      },
      ...cartLinkColumns<ConsoleDownload>(t, moment),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `moment` follows the language
    [t, segment],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FilterSelect
          label={t('console.downloads.kind')}
          value={kind}
          allLabel={t('console.all')}
          options={(['download', 'share'] as const).map((value) => ({
            value,
            label: t(`console.downloads.${value}`),
          }))}
          onChange={(value) => {
            setKind(value);
            restart();
          }}
        />
        <AssetFilter
          value={asset}
          onChange={(chosen) => {
            setAsset(chosen);
            restart();
          }}
        />
        {userId && (
          <PersonChip
            id={userId}
            onClear={() => {
              setParams((now) => {
                now.delete('user');
                return now;
              });
              restart();
            }}
          />
        )}
      </Stack>
      <ConsoleGrid
        label={t('console.downloads.tab')}
        list={downloads}
        columns={columns}
        gridProps={gridProps}
        searchable={false}
      />
    </Stack>
  );
}
