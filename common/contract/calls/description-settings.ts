import { z } from 'zod';
import { defineCall } from '../define-call';
import { profileDescription } from '../description-field';

// The "Set up your profile" text; errors come back under `description`.
export const descriptionSave = defineCall({
  method: 'POST',
  path: '/v1/account/settings/description/save',
  auth: 'trader',
  input: z.object({ description: profileDescription }),
  output: z.object({ description: z.string() }),
});
