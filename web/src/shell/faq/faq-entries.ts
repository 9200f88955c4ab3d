import { JOB_PRICE_RULE } from '#common/contract/job-price';

// Six questions on lead_location; claims a 1 month free trial,
// a choice of leads and UK-based support.
export const faqEntries: readonly { id: string; question: string; answer: string[] }[] = [
  {
    id: 'how-it-works',
    question: 'How does Tradespace work?',
    answer: [
      'Homeowners post the jobs they need doing on Tradespace. We match each job to tradespeople who cover that trade and location, and send it to them as a lead.',
      "You read the job details and decide whether it is right for you. If it is, you buy the lead with credits and we send you the homeowner's contact details so you can get in touch and quote.",
    ],
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: [
      'Every monthly plan starts with a 1 month free trial, with no hidden costs. Your plan gives you credits each month to spend on the leads you want.',
      'After the trial your plan continues automatically each month. Plan prices are shown, plus VAT, when you choose your membership, and there is also a pay as you go option with no monthly fee.',
      // what a lead costs, before sign-up (decision 116)
      `${JOB_PRICE_RULE} You see the price of each lead before you buy it.`,
    ],
  },
  {
    id: 'cancel',
    question: 'Can I cancel?',
    answer: [
      'Yes. You can cancel your plan at any time before it renews, including during your free trial, and you will not be charged for the next month.',
      'Any credits left on your account can still be used until they expire.',
    ],
  },
  {
    id: 'choose-leads',
    question: 'Do I have to take every lead?',
    answer: [
      'No. You choose which leads to respond to. You only spend credits on the jobs you want, so you can pass on anything that is too far away, too small or not the kind of work you do.',
    ],
  },
  {
    id: 'lead-delivery',
    question: 'How are leads sent to me?',
    answer: [
      'New leads that match your trades and work area are sent to you by SMS and e-mail as soon as they come in, and they are listed in your account.',
      "When you buy a lead with credits, the homeowner's contact details are sent to you straight away by SMS and e-mail.",
    ],
  },
  {
    id: 'support',
    question: 'Is there support if I need help?',
    answer: [
      'Yes. Our UK-based support team is available Monday to Friday, 8am to 6pm, by phone and by e-mail at support@tradespace.co.uk.',
      'We can help you set up your profile, choose a plan or sort out a problem with a lead.',
    ],
  },
];
