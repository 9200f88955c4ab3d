import sharp from 'sharp';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '../../../common/contract/calls/verification';
import { sniffImageFormat } from './image-pipeline';

export interface CertificateKind {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

/** A refused certificate, with the text the electric step shows. */
export class CertificateRejected extends Error {}

const PDF: CertificateKind = { contentType: 'application/pdf', extension: 'pdf' };
const JPEG: CertificateKind = { contentType: 'image/jpeg', extension: 'jpg' };
const PNG: CertificateKind = { contentType: 'image/png', extension: 'png' };

// ISO 32000: a PDF opens with "%PDF-1.x" or "%PDF-2.x" and its last revision ends with "%%EOF"
const PDF_HEADER = /^%PDF-[12]\.\d/;
const PDF_TAIL_BYTES = 1024;

function isPdf(bytes: Buffer): boolean {
  if (!PDF_HEADER.test(bytes.toString('latin1', 0, 8))) return false;
  return bytes.subarray(-PDF_TAIL_BYTES).includes('%%EOF', 0, 'latin1');
}

/**
 * What a certificate really is, judged by its bytes alone: a PDF by its header and end marker, a
 * JPEG or PNG by its signature and a header sharp can read. The file's name and declared type
 * are never asked (docs/decisions/032-electrician-certificates.md).
 */
export async function checkCertificate(bytes: Buffer): Promise<CertificateKind> {
  if (bytes.length === 0) throw new CertificateRejected(certificateMessages.missing);
  if (bytes.length > MAX_CERTIFICATE_BYTES) throw new CertificateRejected(certificateMessages.tooLarge);
  if (isPdf(bytes)) return PDF;
  const format = sniffImageFormat(bytes);
  if (format !== 'jpeg' && format !== 'png') throw new CertificateRejected(certificateMessages.wrongType);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw new CertificateRejected(certificateMessages.wrongType);
  }
  return format === 'jpeg' ? JPEG : PNG;
}
