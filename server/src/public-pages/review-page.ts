import {
  DECLARATION,
  REVIEWER_NAME_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewMessages,
} from '#common/contract/review-texts';
import type { FieldErrors } from '#common/contract/errors';
import { html, type SafeHtml } from '../lib/html';
import { errorSummary } from './error-summary';
import { formField } from './form-field';
import type { MessagePage } from './message-page';

export const REVIEW_FIELDS = ['rating', 'title', 'text', 'job_month', 'reviewer_name', 'declaration'] as const;
export type ReviewValues = Record<(typeof REVIEW_FIELDS)[number], string>;

/** What `/review/{token}` shows (decision 139). */
export type ReviewPageState =
  | {
      kind: 'form';
      action: string;
      business: string;
      values: ReviewValues;
      errors: FieldErrors;
      months: readonly { value: string; label: string }[];
    }
  | { kind: 'sent'; business: string }
  | { kind: 'used' }
  | { kind: 'expired' };

const fieldId = (name: string) => `review-${name.replace('_', '-')}`;

function page(title: string, body: SafeHtml): MessagePage {
  return {
    head: { title, description: title, robots: 'noindex' },
    main: html`<section class="panel" aria-labelledby="review-heading">
<h1 id="review-heading">${title}</h1>
${body}
</section>`,
  };
}

const errorOf = (errors: FieldErrors, name: string) => {
  const message = errors[name]?.[0];
  return message && html`<p class="field-error" id="${fieldId(name)}-error">${message}</p>`;
};

function stars(values: ReviewValues, errors: FieldErrors): SafeHtml {
  const invalid = errors.rating?.[0];
  return html`<fieldset class="choices${invalid ? ' field--invalid' : ''}" id="${fieldId('rating')}"${invalid && html` aria-describedby="${fieldId('rating')}-error"`}>
<legend class="field__label">Your rating</legend>
${errorOf(errors, 'rating')}
${[5, 4, 3, 2, 1].map(
  (n) =>
    html`<label class="choice"><input type="radio" name="rating" value="${n}"${values.rating === String(n) ? html` checked` : ''}> ${n} ${n === 1 ? 'star' : 'stars'}</label>`,
)}
</fieldset>`;
}

function monthSelect(values: ReviewValues, errors: FieldErrors, months: readonly { value: string; label: string }[]): SafeHtml {
  const invalid = errors.job_month?.[0];
  return html`<div class="field${invalid ? ' field--invalid' : ''}">
<label class="field__label" for="${fieldId('job_month')}">When was the job done?</label>
<select class="field__input" id="${fieldId('job_month')}" name="job_month"${invalid && html` aria-invalid="true" aria-describedby="${fieldId('job_month')}-error"`}>
<option value="">Choose a month</option>
${months.map((month) => html`<option value="${month.value}"${values.job_month === month.value ? html` selected` : ''}>${month.label}</option>`)}
</select>
${errorOf(errors, 'job_month')}
</div>`;
}

function declaration(values: ReviewValues, errors: FieldErrors): SafeHtml {
  const invalid = errors.declaration?.[0];
  return html`<div class="field${invalid ? ' field--invalid' : ''}">
<label class="choice"><input type="checkbox" id="${fieldId('declaration')}" name="declaration" value="1"${values.declaration ? html` checked` : ''}${
    invalid && html` aria-invalid="true" aria-describedby="${fieldId('declaration')}-error"`
  }> ${DECLARATION}</label>
${errorOf(errors, 'declaration')}
</div>`;
}

function reviewForm(state: Extract<ReviewPageState, { kind: 'form' }>): MessagePage {
  const { values, errors } = state;
  const field = (name: keyof ReviewValues) => ({ name, id: fieldId(name), value: values[name], error: errors[name]?.[0] });
  return page(
    `Review ${state.business}`,
    html`<p>Tell other homeowners how the job went. We check every review before it is published, and publish honest reviews whether they are good or bad. ${state.business} may reply but cannot change or remove your review.</p>
${errorSummary(errors, fieldId, 'review-problem')}
<form class="form" method="post" action="${state.action}" novalidate>
${stars(values, errors)}
${formField({ ...field('title'), label: 'Title', hint: 'For example: "Boiler fitted in a day"', maxlength: REVIEW_TITLE_MAX })}
${formField({ ...field('text'), label: 'Your review', hint: `What was done and how it went (${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en-GB')} characters).`, multiline: true, maxlength: REVIEW_TEXT_MAX })}
${monthSelect(values, errors, state.months)}
${formField({ ...field('reviewer_name'), label: 'Name shown with your review', hint: 'Your first name and initial are enough.', maxlength: REVIEWER_NAME_MAX, autocomplete: 'name' })}
${declaration(values, errors)}
<p><button class="button button--primary" type="submit">Send my review</button></p>
</form>`,
  );
}

export function reviewPage(state: ReviewPageState): MessagePage {
  switch (state.kind) {
    case 'form':
      return reviewForm(state);
    case 'sent':
      return page(
        'Thank you for your review',
        html`<p role="status">We have your review of ${state.business} and will publish it once we have checked it, usually within two working days. We have e-mailed you to say it arrived.</p>`,
      );
    case 'used':
      return page('You have already written this review', html`<p>${reviewMessages.linkUsed}</p>`);
    case 'expired':
      return page(
        'This review link has expired',
        html`<p>${reviewMessages.linkExpired} Review links work once and for 60 days. If you would still like to write a review, please ask the tradesperson to invite you again.</p>`,
      );
  }
}
