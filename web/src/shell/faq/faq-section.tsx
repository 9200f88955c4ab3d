import { useId, useState } from 'react';
import { faqEntries } from './faq-entries';

/** Six collapsible questions, only one open at a time. */
export function FaqSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <section className="faq" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>Frequently asked questions</h2>
      <div className="faq__list">
        {faqEntries.map((entry) => {
          const open = entry.id === openId;
          const panelId = `${baseId}-${entry.id}`;
          return (
            <div key={entry.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
              <h3 className="faq__question">
                <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : entry.id)}>
                  <span>{entry.question}</span>
                  <span className="faq__icon" aria-hidden="true">
                    {open ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={panelId} className="faq__answer" hidden={!open}>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
