import { endpoints } from '#common/contract/endpoints';
import { call } from './api';
import { pageConfig } from './page-config';

/** Records one event through the tracking call; tracking never disturbs the visitor. */
export function track(page: string, event: string, data?: unknown): void {
  if (!pageConfig.sessionId) return;
  call(
    endpoints.tracking.trackEvent,
    { page, timestamp: Date.now(), event, data },
    { params: { sessionId: pageConfig.sessionId }, keepalive: true },
  ).catch(() => undefined);
}
