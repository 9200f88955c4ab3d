import { randomBytes } from 'node:crypto';

// Certificates made in the test: a small real PDF, a text file called .pdf, one too large.

/** A minimal one-page PDF, as a scanner or "Save as PDF" would write it. */
export function certificatePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
}

/** Plain text saved as "certificate.pdf". */
export function textCalledPdf(): Buffer {
  return Buffer.from('NICEIC Approved Contractor\nRegistration number: 123456\nThis is not really a PDF.\n');
}

/** A PDF of about 12 MB: over the 10 MB limit. */
export function twelveMegabytePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n% '), randomBytes(12 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
}
