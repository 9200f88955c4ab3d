import type { QueueItem } from '../../../../common/contract/calls/admin';
import { fileSize } from './review-labels';

export interface CertificatePreviewProps {
  document: NonNullable<QueueItem['document']>;
  owner: string;
}

/** The certificate opened inline: a PDF in the browser's viewer, an image as an image, a link either way. */
export function CertificatePreview({ document, owner }: CertificatePreviewProps) {
  const isPdf = document.content_type === 'application/pdf';
  const label = `Certificate uploaded by ${owner}`;
  return (
    <figure className="certificate">
      {isPdf ? (
        <object className="certificate__frame" data={document.url} type="application/pdf" aria-label={label}>
          <p className="certificate__fallback">This browser cannot show the PDF here; open it with the link below.</p>
        </object>
      ) : (
        <img className="certificate__image" src={document.url} alt={label} />
      )}
      <figcaption className="certificate__caption">
        {isPdf ? 'PDF' : document.content_type === 'image/png' ? 'PNG image' : 'JPEG image'}, {fileSize(document.bytes)}.{' '}
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          Open the certificate in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
