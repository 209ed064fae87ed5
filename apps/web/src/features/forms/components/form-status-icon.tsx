import Tooltip from '@mui/material/Tooltip';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { FormStatus } from '@vitrine/contract/form-availability';
import { useTranslation } from 'react-i18next';

/** Spec 4: unanswered and required in red, answered as a green tick, optional in yellow. */
export function FormStatusIcon({ status }: { status: FormStatus }) {
  const { t } = useTranslation();
  const label = t(`forms.status.${status}`);
  const props = { role: 'img', 'aria-label': label, 'data-status': status } as const;
  let icon;
  if (status === 'answered') icon = <CheckCircle color="success" {...props} />;
  else if (status === 'required') icon = <ErrorIcon color="error" {...props} />;
  else icon = <RadioButtonUnchecked sx={{ color: 'warning.light' }} {...props} />;
  return <Tooltip title={label}>{icon}</Tooltip>;
}
