import type { AnalyticsEvent } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { getUser } from '@/shared/session/session-store';

/** POST /private/analytics/event. */
export function postAnalyticsEvent(event: AnalyticsEvent): Promise<unknown> {
  return api.post('/private/analytics/event', event, { resetSessionOn401: false });
}

/**
 * Fire-and-forget tracking: needs a session (the call is private) and never surfaces a failure,
 * because losing a statistic must not disturb the visitor.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (!getUser()) return;
  postAnalyticsEvent(event).catch(() => undefined);
}
