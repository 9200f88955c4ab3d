import { z } from 'zod';
import { defineCall } from '../define-call';
import { userView } from '../user';

export const accountInfo = defineCall({
  method: 'GET',
  path: '/v1/account/info',
  input: z.object({
    version_tag: z.string().max(32).optional(),
    app: z.string().max(32).optional(),
  }),
  output: z.object({
    user: userView.nullable(),
    alerts: z.array(z.object({ id: z.string(), level: z.enum(['info', 'warning']), message: z.string() })),
    version_status: z.object({
      current_version: z.string(),
      client_version: z.string().nullable(),
      reload: z.boolean(),
    }),
  }),
});
