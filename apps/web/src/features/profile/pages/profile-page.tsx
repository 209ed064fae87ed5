import { useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Grid from '@mui/material/Grid';
import type { ProfileUpdate } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { whenStoredAccount } from '@/shared/boot/stored-state';
import { useNotify } from '@/shared/notifications/notifications-context';
import { setUser, useUser } from '@/shared/session/session-store';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { SectionCard } from '@/shared/ui/section-card';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

// The form's height while its values load (nine fields, one column on a phone, two above).
const FORM_HEIGHT = { xs: 692, sm: 404 };

/**
 * /{locale}/account/profile; `feedback` is the report form the app places beside it. The server
 * draws it before the app runs, for a guest (the sign-in prompt) and for a signed-in person (the
 * page with the form's place held while its values load); the stored state shows one of the two.
 */
export function ProfilePage({ feedback }: { feedback?: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useUser();
  const registered = useRegistered();
  const drawn = useDrawnByServer();
  const profile = useProfile(user?.id ?? null, registered);
  const save = useUpdateProfile(user?.id ?? null);
  // The form is drawn in a transition once its values arrive: React then yields to the browser
  // while it builds the nine fields, instead of one long task that holds a phone's taps.
  const values = useDeferredValue(profile.data);
  // Deferred too: the sections below the form then come in the same yielding render.
  const arrived = useDeferredValue(!profile.isPending);
  useShowAppWhen(!registered || profile.isError || values !== undefined);

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
  const prompt = <SignInPrompt text={t('profile.guest_text')} />;
  if (!registered && !drawn)
    return (
      <>
        <PageHeading>{t('profile.title')}</PageHeading>
        {prompt}
      </>
    );

  // The server's screen holds the whole page but the form's values, which only the app can ask for.
  const settled = arrived || drawn;
  let body: ReactNode;
  if (profile.isPending || (profile.isSuccess && values === undefined))
    body = <Skeleton variant="rounded" sx={{ height: FORM_HEIGHT }} aria-label={t('common.loading')} />;
  else if (profile.isError)
    body = <ErrorState message={errorMessage(profile.error, '')} onRetry={() => void profile.refetch()} />;
  else if (values)
    body = <ProfileForm key={values.id ?? 0} profile={values} saving={save.isPending} onSubmit={submit} />;

  const page = (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <SectionCard id="personal-info" title={t('profile.personal_information')}>
          {body}
        </SectionCard>
        {/* The sections below come with the form, which would otherwise push them down (the
            server's screen holds the form's place). */}
        {settled && (
          <SectionCard id="password-change" title={t('profile.password_title')} sx={{ mt: 3 }}>
            <ChangePasswordForm />
          </SectionCard>
        )}
      </Grid>
      {settled && feedback && <Grid size={{ xs: 12, lg: 5 }}>{feedback}</Grid>}
    </Grid>
  );
  return (
    <>
      <PageHeading>{t('profile.title')}</PageHeading>
      {drawn ? (
        <>
          <Box sx={{ display: 'none', ...whenStoredAccount('guest', { display: 'block' }) }}>{prompt}</Box>
          <Box sx={{ display: 'none', ...whenStoredAccount('user', { display: 'block' }) }}>{page}</Box>
        </>
      ) : (
        page
      )}
    </>
  );
}
