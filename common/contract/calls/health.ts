import { z } from 'zod';
import { defineCall } from '../define-call';

export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  input: z.object({}),
  output: z.object({ status: z.literal('ok') }),
});
