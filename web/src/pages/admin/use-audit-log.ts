import { useState } from 'react';
import type { AuditEntry } from '#common/contract/calls/admin';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import type { AdminContext } from './admin-context';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

interface AuditPage {
  decisions: AuditEntry[];
  page: number;
  nextPage: number | null;
}

/** One page of the audit log, newest first. */
export function useAuditLog(page: number, context: AdminContext): AuditPage | null {
  const [log, setLog] = useState<AuditPage | null>(null);
  const { sessionEnded } = context;

  useCall(() => call(endpoints.admin.auditLog, { page }), [page], {
    loaded: (reply) => setLog({ decisions: reply.decisions, page: reply.page, nextPage: reply.next_page }),
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
    },
  });

  return log?.page === page ? log : null;
}
