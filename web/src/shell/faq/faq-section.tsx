import { useId, type SyntheticEvent } from 'react';
import { faqEntries } from './faq-entries';

/**
 * Six questions, each a native disclosure, so they open and close before the app's script has run and with
 * JavaScript off (decision 107). One is open at a time: the shared `name` does it where the browser knows
 * exclusive disclosures, and the toggle handler once the app has taken over where it does not.
 */
export function FaqSection() {
  const baseId = useId();
  const group = `${baseId}-questions`;
  function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${CSS.escape(group)}"]`)) {
      if (other !== opened) other.open = false;
    }
  }
  return (
    <section className="faq" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>Frequently asked questions</h2>
      <div className="faq__list">
        {faqEntries.map((entry) => (
          <details key={entry.id} className="faq__item" name={group} onToggle={closeOthers}>
            <summary className="faq__question">
              <span>{entry.question}</span>
              <span className="faq__icon" aria-hidden="true" />
            </summary>
            <div className="faq__answer">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
