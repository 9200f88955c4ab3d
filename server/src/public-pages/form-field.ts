import { html, type SafeHtml } from '../lib/html';

export interface FormFieldOptions {
  /** The form field's name (the server's field name). */
  name: string;
  /** Unique on the page: the control's id. */
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  maxlength?: number;
  multiline?: boolean;
  /** e.g. `autocapitalize="characters"` for a postcode. */
  autocapitalize?: 'characters' | 'words' | 'sentences';
}

/** Label, hint, control and error of one field: the markup of the app's FieldShell, rendered on the server. */
export function formField(options: FormFieldOptions): SafeHtml {
  const { id, name, error, hint } = options;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = html`id="${id}" name="${name}" class="field__input"${options.autocomplete && html` autocomplete="${options.autocomplete}"`}${
    options.maxlength && html` maxlength="${options.maxlength}"`
  }${options.autocapitalize && html` autocapitalize="${options.autocapitalize}"`}${describedBy && html` aria-describedby="${describedBy}"`}${
    error && html` aria-invalid="true"`
  }`;
  const control = options.multiline
    ? // a newline straight after <textarea> is dropped by the parser, so one of ours goes first
      html`<textarea ${common} rows="6">
${options.value}</textarea>`
    : html`<input ${common} type="${options.type ?? 'text'}" value="${options.value}">`;
  return html`<div class="field${error ? ' field--invalid' : ''}">
<label class="field__label" for="${id}">${options.label}</label>
${hint && html`<p class="field__hint" id="${id}-hint">${hint}</p>`}
${control}
${error && html`<p class="field-error" id="${id}-error">${error}</p>`}
</div>`;
}
