import { ProfilePage } from '@/features/profile/pages/profile-page';
import { FeedbackCard } from '@/features/reports/components/feedback-card';

/**
 * /{locale}/account/profile, for the app's routes and the server's first screen: the profile page
 * with the feedback form from the reports feature (features never import each other).
 */
export function ProfileRoute() {
  return <ProfilePage feedback={<FeedbackCard />} />;
}
