import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';

/** A users file as the import reads it (docs/import.md, "Users"): a header, one person a row. */
const SAMPLE = [
  'email,first_name,last_name,group,is_company,country,gender,date_of_birth,street,street_number,zip_code,city,phone_number,locale,enabled',
  'anna.berg@example.com,Anna,Berg,dealers,1,DE,Female,1984-03-12,Hauptstraße,12,10115,Berlin,+49 30 1234567,de_DE,1',
  'tom.hughes@example.com,Tom,Hughes,installers,0,GB,Male,,High Street,5,SW1A 1AA,London,,en_GB,1',
].join('\r\n');

/** Saves the sample as a file, made here: nothing to fetch. */
function downloadSample() {
  const url = URL.createObjectURL(new Blob([`${SAMPLE}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'users-sample.csv' });
  link.click();
  URL.revokeObjectURL(url);
}

/** What a users CSV holds, with a sample to start from. */
export function UsersCsvHelp() {
  const { t } = useTranslation();
  return (
    <Alert severity="info">
      <AlertTitle>{t('console.imports.users_help.title')}</AlertTitle>
      {t('console.imports.users_help.text')}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          size="small"
          startIcon={<Download />}
          onClick={downloadSample}
          sx={{ ml: -0.5 }}
        >
          {t('console.imports.users_help.sample')}
        </Button>
      </Box>
    </Alert>
  );
}
