import { useFeatures } from '@/features/profile/api/get-features';
import { ConsoleLayout } from '@/features/console/pages/console-layout';
import { useUser } from '@/shared/session/session-store';
import { useRegistered } from '@/shared/session/use-registered';

/** The console's frame, told by the profile feature whether the person is an administrator. */
export function ConsoleRoute() {
  const user = useUser();
  const registered = useRegistered();
  const features = useFeatures(user?.id ?? null, registered);
  const access =
    registered && features.isPending
      ? 'pending'
      : registered && (features.data?.features ?? []).includes('console')
        ? 'allowed'
        : 'refused';
  return <ConsoleLayout access={access} />;
}
