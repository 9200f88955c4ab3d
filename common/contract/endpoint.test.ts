import { z } from 'zod';
import { defineCall } from './define-call';
import { endpointTable } from './endpoint';
import { endpoints } from './endpoints';
import * as contract from './index';

const upload = defineCall({ method: 'POST', path: '/v1/files/:id', input: z.object({}), output: z.object({}), multipart: true });
const lookup = defineCall({ method: 'GET', path: '/v1/things', input: z.object({ q: z.string() }), output: z.object({}) });

test('each call becomes its method and path, uploads keep their flag, and schemas stay behind', () => {
  const table = endpointTable({ files: { upload, lookup, LIMIT: 3 }, postcode: z.string(), TEXT: 'x' });

  expect(table).toEqual({
    files: { upload: { method: 'POST', path: '/v1/files/:id', multipart: true }, lookup: { method: 'GET', path: '/v1/things' } },
  });
  expect(JSON.parse(JSON.stringify(table))).toEqual(table);
});

test('the table holds every call the contract declares, under the same group and name', () => {
  for (const [group, exported] of Object.entries(contract)) {
    for (const [name, value] of Object.entries(exported ?? {})) {
      const call = value as { method?: unknown; path?: unknown; input?: unknown; output?: unknown };
      if (!call || typeof call.path !== 'string' || !call.input || !call.output) continue;
      expect((endpoints as Record<string, Record<string, unknown>>)[group]?.[name]).toMatchObject({ method: call.method, path: call.path });
    }
  }
  expect(endpoints.helpers.jobsEstimate).toEqual({ method: 'POST', path: '/v1/helpers/jobs-estimate' });
  expect(endpoints.photos.photoUpload.multipart).toBe(true);
});
