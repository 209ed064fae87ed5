import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ProfileUpdate } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { setUser, useUser } from '@/shared/session/session-store';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

/** /{locale}/account/profile; `feedback` is the report form the app places beside it. */
export function ProfilePage({ feedback }: { feedback?: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useUser();
  const registered = useRegistered();
  const profile = useProfile(user?.id ?? null, registered);
  const save = useUpdateProfile(user?.id ?? null);

  const submit = (values: ProfileUpdate) =>
    save.mutate(values, {
      onSuccess: () => {
        // Spec 4 "Profile save": the stored user follows, so the avatar shows the new name.
        const current = user && { ...user, first_name: values.first_name, last_name: values.last_name };
        if (current) setUser(current);
        notify(t('common.success'), 'success');
      },
      onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
    });

  // Guests have no profile to edit: they are offered the login instead.
  if (!registered)
    return (
      <>
        <PageHeading>{t('profile.title')}</PageHeading>
        <SignInPrompt text={t('profile.guest_text')} />
      </>
    );

  const settled = !profile.isPending;
  let body: ReactNode;
  if (profile.isPending) body = <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />;
  else if (profile.isError)
    body = <ErrorState message={errorMessage(profile.error, '')} onRetry={() => void profile.refetch()} />;
  else
    body = (
      <ProfileForm
        key={profile.data.id ?? 0}
        profile={profile.data}
        saving={save.isPending}
        onSubmit={submit}
      />
    );

  return (
    <>
      <PageHeading>{t('profile.title')}</PageHeading>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Paper
            component="section"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 } }}
            aria-labelledby="personal-info"
          >
            <Typography id="personal-info" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('profile.personal_information')}
            </Typography>
            {body}
          </Paper>
          {/* The sections below come with the form, which would otherwise push them down. */}
          {settled && (
            <Paper
              component="section"
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
              aria-labelledby="password-change"
            >
              <Typography id="password-change" variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('profile.password_title')}
              </Typography>
              <ChangePasswordForm />
            </Paper>
          )}
        </Grid>
        {settled && feedback && <Grid size={{ xs: 12, lg: 5 }}>{feedback}</Grid>}
      </Grid>
    </>
  );
}
