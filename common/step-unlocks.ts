import type { SetupStep } from './step-order';

/**
 * What doing a skipped step gives the trader, in one sentence: the completion screen lists every step still to do
 * with it (decision 122), so "complete" never hides that leads cannot be bought yet.
 */
export const stepUnlocks: Record<Exclude<SetupStep, 'complete'>, string> = {
  trades: 'Choose your trades to get leads for them.',
  verify_phone: 'Verify your mobile number to make your profile public and sign in by text message.',
  description: 'Describe your business in at least 50 characters to make your profile public.',
  company: 'Add your business details so homeowners know who they are hiring.',
  location: 'Add your work address to make your profile public and get leads near you.',
  photo: 'Add a profile photo so homeowners recognise you.',
  gallery: 'Add photos of your work to show homeowners what you do.',
  membership: 'Choose a membership to get credits for leads every month.',
  billing: 'Add a card to buy leads.',
  gas: 'Add your Gas Safe number to take gas jobs and show the Gas Safe badge.',
  electric: 'Send your electrician certificate to show the verified electrician badge.',
};
