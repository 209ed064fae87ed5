import type { FormEventHandler, ReactNode } from 'react';
import Stack from '@mui/material/Stack';

interface FormStackProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** True while what was sent is on its way (read out by screen readers). */
  busy?: boolean;
  spacing?: number;
  'aria-label'?: string;
  children: ReactNode;
}

/** A form's column of fields: the portal checks the values itself (no browser bubbles). */
export function FormStack({ onSubmit, busy, spacing = 2, children, ...aria }: FormStackProps) {
  return (
    <Stack component="form" noValidate spacing={spacing} onSubmit={onSubmit} aria-busy={busy} {...aria}>
      {children}
    </Stack>
  );
}
