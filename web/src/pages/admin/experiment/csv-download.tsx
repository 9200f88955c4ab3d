import type { FunnelReport } from '#common/contract/calls/experiment';
import { Button } from '#web/components/ui/button';
import { csvFileName, experimentCsv } from './experiment-csv';

/** The figures on the page as a CSV file, made in the browser from the report shown. */
export function CsvDownload({ report }: { report: FunnelReport }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([experimentCsv(report)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(report);
    link.click();
    // a moment later: revoking at once can cancel the download in some browsers
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" onClick={download} className="experiment__download">
      Download CSV
    </Button>
  );
}
