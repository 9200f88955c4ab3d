import { z } from 'zod';

// Field schemas shared by forms and server; each carries its own message.
export const trackingEventName = z
  .string({ error: 'The event must be text.' })
  .trim()
  .min(1, 'The event is required.')
  .max(64, 'The event may not be longer than 64 characters.')
  .regex(/^[a-z0-9_.-]+$/i, 'The event may only contain letters, numbers, dots, dashes and underscores.');

export const trackingPageName = z
  .string({ error: 'The page must be text.' })
  .trim()
  .min(1, 'The page is required.')
  .max(64, 'The page may not be longer than 64 characters.');
