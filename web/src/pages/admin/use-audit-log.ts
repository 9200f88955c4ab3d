import { useEffect, useState } from 'react';
import type { AuditEntry } from '#common/contract/calls/admin';
import { admin } from '#common/contract/index';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import type { AdminContext } from './admin-context';

interface AuditPage {
  decisions: AuditEntry[];
  page: number;
  nextPage: number | null;
}

/** One page of the audit log, newest first. */
export function useAuditLog(page: number, context: AdminContext): AuditPage | null {
  const [log, setLog] = useState<AuditPage | null>(null);
  const { sessionEnded } = context;

  useEffect(() => {
    let live = true;
    call(admin.auditLog, { page }).then(
      (reply) => live && setLog({ decisions: reply.decisions, page: reply.page, nextPage: reply.next_page }),
      (error: unknown) => {
        if (live && isApiError(error) && error.status === 401) sessionEnded();
      },
    );
    return () => {
      live = false;
    };
  }, [page, sessionEnded]);

  return log?.page === page ? log : null;
}
