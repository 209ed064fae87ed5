import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SIGHT_KINDS,
  type ConsoleGroup,
  type ConsoleGroupVisibility,
  type GroupHidden,
  type SightItem,
  type SightKind,
} from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useChangeGroupVisibility, useGroupVisibility } from '../api/group-visibility';
import { ConsoleDialog } from './console-dialog';

/** One kind's hidden items: a searchable multiple choice, trees indented by depth. */
function HiddenField({
  kind,
  options,
  value,
  onChange,
}: {
  kind: SightKind;
  options: SightItem[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(options.map((o) => [o.id, o]));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value.flatMap((id) => byId.get(id) ?? [])}
      onChange={(_event, items) => onChange(items.map((item) => item.id))}
      getOptionLabel={(item) => item.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      noOptionsText={t('console.visibility.none_to_hide')}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ pl: `${1 + item.depth * 1.5}rem !important` }}>
          {item.name}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {item.code}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(`console.visibility.${kind}`)}
          helperText={t(`console.visibility.${kind}_help`)}
        />
      )}
    />
  );
}

function VisibilityForm({
  group,
  visibility,
  onClose,
}: {
  group: ConsoleGroup;
  visibility: ConsoleGroupVisibility;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangeGroupVisibility(group.id);
  const [hidden, setHidden] = useState<GroupHidden>(visibility.hidden);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    change.mutate(hidden, {
      onSuccess: () => {
        notify(t('console.users.saved'), 'success');
        onClose();
      },
      onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
    });
  };
  const nothingHidden = SIGHT_KINDS.every((kind) => hidden[kind].length === 0);
  return (
    <ConsoleDialog
      titleId="visibility-title"
      title={t('console.visibility.title', { name: group.name })}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('console.visibility.intro')}</Typography>
        {nothingHidden && <Alert severity="info">{t('console.visibility.everything')}</Alert>}
        {SIGHT_KINDS.map((kind) => (
          <HiddenField
            key={kind}
            kind={kind}
            options={visibility.options[kind]}
            value={hidden[kind]}
            onChange={(ids) => setHidden((now) => ({ ...now, [kind]: ids }))}
          />
        ))}
      </Stack>
    </ConsoleDialog>
  );
}

/** What a group's members see: the categories, scopes, content categories and forms hidden from them. */
export function VisibilityDialog({ group, onClose }: { group: ConsoleGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const visibility = useGroupVisibility(group.id);
  if (visibility.data) return <VisibilityForm group={group} visibility={visibility.data} onClose={onClose} />;
  return (
    <ConsoleDialog
      titleId="visibility-title"
      title={t('console.visibility.title', { name: group.name })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {visibility.isError ? (
        <ErrorState
          message={errorMessage(visibility.error, t('common.something_went_wrong'))}
          onRetry={() => void visibility.refetch()}
        />
      ) : (
        <FullPageLoader minHeight={200} />
      )}
    </ConsoleDialog>
  );
}
