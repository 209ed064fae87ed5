import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useUser } from '@/shared/session/session-store';
import { isGuest } from '@/shared/session/session-user';
import { useAcceptConsent } from '../api/accept-consent';
import { useConsent } from '../api/get-consent';
import { useFeatures } from '../api/get-features';

// Most sessions never show the dialog: it is its own chunk.
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/**
 * Spec 4 "Consent and features": for a registered user, consent and feature flags load before the
 * portal shows; an unanswered consent message blocks it until accepted. Guests skip all of this,
 * and a failed load does not lock anyone out.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setup } = usePortalConfig();
  const user = useUser();
  const registered = !!user && !isGuest(user, setup.guest_token);
  const userId = user?.id ?? null;
  const consent = useConsent(userId, registered);
  const features = useFeatures(userId, registered);
  const accept = useAcceptConsent(userId);

  // The portal appears in a deferred render once both have arrived: an answer's update is urgent
  // to React, and drawing the whole portal in it would hold a phone's main thread in one long task.
  // Only the way out is deferred: a person who signs in waits at once, never shown the portal first.
  const pending = registered && (consent.isPending || features.isPending);
  const settling = useDeferredValue(pending);
  if (pending || settling) {
    return (
      <LinearProgress
        aria-label={t('common.loading')}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0 }}
      />
    );
  }
  const message = registered ? consent.data?.message : null;
  const mustAgree = !!message && (consent.data?.status ?? null) === null;
  if (!mustAgree) return <>{children}</>;
  const loader = (
    <LinearProgress aria-label={t('common.loading')} sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />
  );
  // The portal shows only together with the blocking dialog, never while its chunk is loading.
  return (
    <Suspense fallback={loader}>
      {children}
      <ConsentDialog
        message={message}
        loading={accept.isPending}
        onAgree={() =>
          accept.mutate(undefined, {
            onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
          })
        }
      />
    </Suspense>
  );
}
