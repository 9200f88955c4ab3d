import type { UploadItem } from './use-gallery';

/** One line per file being sent: its name and a progress bar. */
export function UploadProgress({ items }: { items: readonly UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label="Uploads in progress">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className="upload-progress__item">
            <span className="upload-progress__name">{item.name}</span>
            <progress className="upload-progress__bar" max={100} value={percent} aria-label={`Uploading ${item.name}`} />
            <span className="upload-progress__value">{percent >= 100 ? 'Processing…' : `${percent}%`}</span>
          </li>
        );
      })}
    </ul>
  );
}
