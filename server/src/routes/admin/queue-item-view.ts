import type { QueueItem } from '#common/contract/calls/admin';
import { fillPath } from '#common/contract/define-call';
import { admin } from '#common/contract/index';
import type { PendingRequest } from '#server/repos/review-queue-repo';

export function queueItemView({ request, trader, businessName, documentName, trades, gasNumberHolders }: PendingRequest): QueueItem {
  // an ID check's document stays with the provider: only its name comes here
  const hasDocument = (request.kind === 'electric' || request.kind === 'insurance') && request.documentKey !== null;
  const { insurer, policyNumber, cover, expiresOn } = request;
  return {
    id: request.id,
    kind: request.kind,
    submitted_at: request.createdAt.toISOString(),
    trader: {
      id: trader.id,
      first_name: trader.firstName,
      last_name: trader.lastName,
      business_name: businessName,
      email: trader.email,
      phone: trader.phoneNumber,
      postcode: trader.postcode,
      trades,
    },
    gas_number: request.kind === 'gas' ? request.gasNumber : null,
    gas_number_holders: gasNumberHolders,
    insurance:
      request.kind === 'insurance' && insurer !== null && policyNumber !== null && cover !== null && expiresOn !== null
        ? { insurer, policy_number: policyNumber, cover, expires_on: expiresOn }
        : null,
    document: hasDocument
      ? {
          url: fillPath(admin.certificateView.path, { id: request.id }),
          content_type: request.documentType ?? 'application/octet-stream',
          bytes: request.documentBytes ?? 0,
        }
      : null,
    document_name:
      request.kind === 'identity' && documentName
        ? { first_name: documentName.firstName ?? '', last_name: documentName.lastName ?? '' }
        : null,
  };
}
