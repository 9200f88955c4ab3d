import { useEffect, useId, useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import { endpoints } from '#common/contract/endpoints';
import type { helpers } from '#common/contract/index';
import { call } from '#web/lib/api';
import { Button } from '#web/components/ui/button';

type Result = CallOutput<typeof helpers.categorySearch>['results'][number];
const SEARCH_DELAY_MS = 1000;

/** "Cannot find your trade? Search our categories", searched 1 s after typing stops. */
export function CategorySearch({ onPick }: { onPick: (result: Result) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [results, setResults] = useState<Result[] | null>(null);

  useEffect(() => {
    const search = text.trim();
    if (search.length < 2) return setResults(null);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      call(endpoints.helpers.categorySearch, { search }, { signal: controller.signal }).then(
        (reply) => setResults(reply.results),
        () => setResults(null),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  if (!open) {
    return (
      <Button variant="link" onClick={() => setOpen(true)}>
        Cannot find your trade? Search our categories
      </Button>
    );
  }
  return (
    <div className="category-search">
      <label htmlFor={id} className="field__label">
        Search our categories
      </label>
      {/* the search opens on the trader's own press, and typing is the only thing to do next */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <input id={id} type="search" className="field__input" value={text} autoFocus onChange={(e) => setText(e.target.value)} />
      {results && results.length === 0 && <p role="status">No results found.</p>}
      {results && results.length > 0 && (
        <ul className="category-search__results" aria-label="Matching categories">
          {results.map((result) => (
            <li key={result.id}>
              <Button variant="link" onClick={() => onPick(result)}>
                {result.name} ({result.parent.name})
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
