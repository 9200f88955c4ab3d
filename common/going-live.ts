// What a profile needs before it goes live (decision 064): the publish call's error keys and
// the user view's `profile.missing`. Each item is named after the step that does it, in the setup order.
export const goingLiveItems = ['trades', 'verify_phone', 'description', 'location'] as const;
export type GoingLiveItem = (typeof goingLiveItems)[number];

/** One plain sentence per missing item: the publish call's 422 messages and the checklists' links. */
export const publishMessages: Record<GoingLiveItem, string> = {
  trades: 'Choose at least one trade so homeowners can find you.',
  verify_phone: 'Verify your mobile number so homeowners know they can reach you.',
  description: 'Describe your business in at least 50 characters.',
  location: 'Add your work address so homeowners near you can find you.',
};
