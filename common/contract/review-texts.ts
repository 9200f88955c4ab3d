import { NAME_HAS_ADDRESS } from './name-text';

// The limits and sentences of customer reviews (decision 139), shared by the contract, the server and the page.

export const INVITATIONS_PER_CALL = 10;
export const INVITATIONS_PER_DAY = 20;
/** Until the account's first review is in, it may invite this many customers in all. */
export const INVITATIONS_BEFORE_FIRST_REVIEW = 100;
export const REINVITE_AFTER_DAYS = 90;
export const INVITATION_VALID_DAYS = 60;

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEWER_NAME_MAX = 50;
export const REPLY_MIN = 10;
export const REPLY_MAX = 1000;
export const REJECT_NOTE_MAX = 500;

export const DECLARATION = 'I am the customer and I have not been paid or rewarded for this review';

export const reviewMessages = {
  invitationsMissing: 'Please add at least one customer to invite.',
  invitationsTooMany: `Please invite at most ${INVITATIONS_PER_CALL} customers at a time.`,
  inviteeNameMissing: "Please enter your customer's name.",
  inviteeNameTooLong: `The customer's name may not be longer than ${REVIEWER_NAME_MAX} characters.`,
  inviteeNameHasAddress: "Please enter your customer's name without web or e-mail addresses.",
  inviteeEmailMissing: "Please enter your customer's e-mail address.",
  inviteeEmailInvalid: 'Please enter a valid email address.',
  ownAddress: 'This is your own e-mail address or phone number. Please invite your customers, not yourself.',
  invitedRecently: `You invited this customer in the last ${REINVITE_AFTER_DAYS} days. Please wait before asking them again.`,
  sameAddressTwice: 'This e-mail address is already in your list.',
  dayLimit: `You can invite up to ${INVITATIONS_PER_DAY} customers a day. Please invite this customer tomorrow.`,
  totalLimit: `You can invite up to ${INVITATIONS_BEFORE_FIRST_REVIEW} customers until your first review is published.`,
  ratingMissing: 'Please choose from 1 to 5 stars.',
  titleMissing: 'Please give your review a title.',
  titleTooLong: `The title may not be longer than ${REVIEW_TITLE_MAX} characters.`,
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN} characters about the work.`,
  textTooLong: `The review may not be longer than ${REVIEW_TEXT_MAX} characters.`,
  jobMonthMissing: 'Please choose the month the job was done.',
  jobMonthFuture: 'The month the job was done cannot be in the future.',
  reviewerNameMissing: 'Please enter the name to show with your review.',
  reviewerNameTooLong: `The name may not be longer than ${REVIEWER_NAME_MAX} characters.`,
  reviewerNameHasAddress: NAME_HAS_ADDRESS,
  declarationMissing: 'Please confirm that you are the customer and have not been paid or rewarded for this review.',
  linkUsed: 'A review has already been written with this link. Thank you: we will publish it once we have checked it.',
  linkExpired: 'This review link has expired or is not valid.',
  replyTooShort: `Please write at least ${REPLY_MIN} characters.`,
  replyTooLong: `The reply may not be longer than ${REPLY_MAX} characters.`,
  replyTwice: 'You have already replied to this review. A reply cannot be changed.',
  reviewNotPublished: 'You can reply to or report a review once it is published.',
  reportedAlready: 'You have already reported this review. Our staff will look at it again.',
  moderationListUnknown: 'Please choose pending or reported reviews.',
  rejectReasonMissing: 'Please choose why the review is rejected.',
  rejectNoteMissing: 'Please say why the review is rejected.',
  rejectNoteTooLong: `The note may not be longer than ${REJECT_NOTE_MAX} characters.`,
} as const;

export const REJECT_REASONS = ['not_customer', 'offensive', 'personal_data', 'incentive_declared', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const rejectReasonLabels: Record<RejectReason, string> = {
  not_customer: 'Not a customer',
  offensive: 'Offensive',
  personal_data: 'Personal data',
  incentive_declared: 'Incentive declared',
  other: 'Other',
};

/** `YYYY-MM` of a month that is not after `today`'s (a London date, `YYYY-MM-DD`). */
export function isPastOrThisMonth(month: string, today: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month >= '2000-01' && month <= today.slice(0, 7);
}

/** "4.5" — one decimal, as the profile and the account show it. */
export function averageText(average: number): string {
  return average.toFixed(1);
}

/** "November 2026" for a job month `YYYY-MM`, as the profile and the back office show it. */
export function jobMonthText(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
