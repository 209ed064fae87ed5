import type { ChipProps } from '@mui/material/Chip';
import { DETECTED_IMPORT_KIND, type ConsoleImportStarter } from '@vitrine/contract';
import type { TFunction } from 'i18next';

/** A kind as the console names it; a kind still to be told from the file says so. */
export function kindLabel(t: TFunction, kind: string): string {
  if (kind === DETECTED_IMPORT_KIND) return t('console.imports.run.detecting');
  return t(`console.imports.kinds.${kind}`, { defaultValue: kind });
}

/** Who started a run: an administrator by name, a token as one. */
export function starterName(t: TFunction, starter: ConsoleImportStarter): string {
  return starter.kind === 'token' ? t('console.imports.history.token', { name: starter.name }) : starter.name;
}

export function stateColor(state: string): ChipProps['color'] {
  return state === 'done'
    ? 'success'
    : state === 'failed'
      ? 'error'
      : state === 'running'
        ? 'info'
        : 'default';
}
