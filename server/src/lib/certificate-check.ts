import { loadSharp } from './load-sharp';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '#common/contract/calls/verification';
import { claimedSize, isTooManyPixels, sniffImageFormat } from './image-pipeline';
import { isPdfHeader, pdfProblem, type PdfProblem } from './pdf-check';

export interface CertificateKind {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

/** A refused certificate, with the text the electric step shows. */
export class CertificateRejected extends Error {}

const PDF: CertificateKind = { contentType: 'application/pdf', extension: 'pdf' };
const JPEG: CertificateKind = { contentType: 'image/jpeg', extension: 'jpg' };
const PNG: CertificateKind = { contentType: 'image/png', extension: 'png' };

const PDF_REFUSALS: Record<Exclude<PdfProblem, 'not_pdf'>, string> = {
  unreadable: certificateMessages.pdfUnreadable,
  no_pages: certificateMessages.pdfNoPages,
  encrypted: certificateMessages.pdfEncrypted,
};

/**
 * What a certificate really is, judged by its bytes alone: a PDF by its structure (header,
 * cross-reference, end marker, at least one page, not encrypted: lib/pdf-check.ts), a JPEG or PNG by
 * its signature and a header sharp can read, of at most 40 megapixels. The file's name and declared
 * type are never asked (decisions 032, 066-certificate-documents.md).
 */
export async function checkCertificate(bytes: Buffer): Promise<CertificateKind> {
  if (bytes.length === 0) throw new CertificateRejected(certificateMessages.missing);
  if (bytes.length > MAX_CERTIFICATE_BYTES) throw new CertificateRejected(certificateMessages.tooLarge);
  if (isPdfHeader(bytes)) {
    const problem = pdfProblem(bytes);
    if (problem && problem !== 'not_pdf') throw new CertificateRejected(PDF_REFUSALS[problem]);
    return PDF;
  }
  const format = sniffImageFormat(bytes);
  if (format !== 'jpeg' && format !== 'png') throw new CertificateRejected(certificateMessages.wrongType);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const size = metadata ? claimedSize(metadata) : null;
  if (!metadata || metadata.format !== format || !size) throw new CertificateRejected(certificateMessages.wrongType);
  // judged on the header before it waits to be decoded and re-encoded: the same bomb guard as photos (decision 061)
  if (isTooManyPixels(size)) throw new CertificateRejected(certificateMessages.tooManyPixels(size.width, size.height));
  return format === 'jpeg' ? JPEG : PNG;
}
