import type { QueueItem } from '#common/contract/calls/admin';
import { fileSize } from './review-labels';

export interface CertificatePreviewProps {
  document: NonNullable<QueueItem['document']>;
  owner: string;
}

/**
 * The certificate: a picture (re-encoded on upload, so it carries nothing but pixels) shown here;
 * a PDF only ever downloaded, to open in the reviewer's own PDF reader, never run inside the back
 * office (decision 066).
 */
export function CertificatePreview({ document, owner }: CertificatePreviewProps) {
  const isPdf = document.content_type === 'application/pdf';
  const label = `Certificate uploaded by ${owner}`;
  if (isPdf) {
    return (
      <div className="certificate">
        <p className="certificate__caption">
          PDF, {fileSize(document.bytes)}. PDFs are not opened inside the back office: download it and open it in your PDF reader.
        </p>
        <a className="button button--secondary certificate__download" href={document.url} download>
          Download the certificate of {owner} (PDF)
        </a>
      </div>
    );
  }
  return (
    <figure className="certificate">
      <img className="certificate__image" src={document.url} alt={label} />
      <figcaption className="certificate__caption">
        {document.content_type === 'image/png' ? 'PNG image' : 'JPEG image'}, {fileSize(document.bytes)}.{' '}
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          Open the certificate in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
