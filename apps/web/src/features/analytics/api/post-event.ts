import type { AnalyticsEvent } from '@vitrine/contract';
import { analyticsRoutes } from '@vitrine/contract/routes/analytics';
import { callRoute } from '@/shared/api/call-route';
import { getUser } from '@/shared/session/session-store';

/** POST /private/analytics/event. */
export function postAnalyticsEvent(event: AnalyticsEvent) {
  return callRoute(analyticsRoutes.recordAnalyticsEvent, { body: event, resetSessionOn401: false });
}

/**
 * Fire-and-forget tracking: needs a session (the call is private) and never surfaces a failure,
 * because losing a statistic must not disturb the visitor.
 */
export function trackEvent(event: AnalyticsEvent): void {
  if (!getUser()) return;
  postAnalyticsEvent(event).catch(() => undefined);
}
