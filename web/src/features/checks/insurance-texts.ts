import { longDateText } from '#common/calendar-date';
import { coverText, type InsuranceView } from '#common/contract/calls/insurance';

/** "Hiscox, £2m cover, valid until 31 May 2027": the certificate in one line. */
export function policyLine(insurance: InsuranceView): string {
  return `${insurance.insurer}, ${coverText(insurance.cover)} cover, valid until ${longDateText(insurance.expires_on)}`;
}

/** The status row's tone and sentence for the trader's newest certificate (decision 135). */
export function insuranceState(insurance: InsuranceView | null): { tone: 'done' | 'waiting' | 'refused' | null; text: string } {
  if (!insurance) {
    return { tone: null, text: 'Not added yet. Once we have checked your certificate, your public profile shows that you are insured.' };
  }
  const line = policyLine(insurance);
  switch (insurance.status) {
    case 'pending':
      return { tone: 'waiting', text: `${line}: received, waiting for our check.` };
    case 'approved':
      return { tone: 'done', text: `${line}: checked and shown on your public profile.` };
    case 'rejected':
      return { tone: 'refused', text: `Not accepted: ${insurance.reason ?? 'no reason was given'}` };
    case 'expired':
      return { tone: 'refused', text: `${line}: ended, so your profile no longer shows it. Please upload your current certificate.` };
  }
}
