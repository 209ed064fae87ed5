import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReceivedPerson } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '@/shared/locale/locale-context';

/** Who sent something: their name leading to their page, address and company; or that the account is gone. */
export function ReceivedPersonCard({ person }: { person: ReceivedPerson | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!person)
    return <Typography color="text.secondary">{t('console.received.results.no_account')}</Typography>;
  return (
    <Typography component="div">
      <Link component={RouterLink} to={to(`/admin/users/${person.id}`)}>
        {person.name || person.email}
      </Link>
      <br />
      <Link href={`mailto:${person.email}`}>{person.email}</Link>
      {person.company && (
        <>
          <br />
          {person.company}
        </>
      )}
    </Typography>
  );
}
