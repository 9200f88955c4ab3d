import { endpoints } from '../common/contract/endpoints';
import { inlineEndpoints } from './vite-inline-endpoints.mjs';
import { inlinedEndpointsModule } from './inlined-endpoints';

test("the browser's inlined endpoint table is exactly the one the contract gives, with no zod in it", () => {
  const source = inlinedEndpointsModule();
  const table: unknown = JSON.parse(source.replace(/^export const endpoints = /, '').replace(/;\s*$/, ''));

  expect(table).toEqual(JSON.parse(JSON.stringify(endpoints)));
  expect(source).not.toMatch(/import|zod/);
});

test('the build writes each endpoint the page names where it is used, so no page carries the whole table', async () => {
  // the second plugin inlines from the table its pair loaded at the build's start
  const pair = inlineEndpoints() as unknown as [{ buildStart(): Promise<void> }, InlineUses];
  await pair[0].buildStart();
  const code = 'call(endpoints.lead.leadCreate, input); call(endpoints.lead.noSuchCall, input);';

  const result = pair[1].transform(code, '/repo/web/src/steps/x.ts');

  expect(result?.code).toBe(`call((${JSON.stringify(endpoints.lead.leadCreate)}), input); call(endpoints.lead.noSuchCall, input);`);
  expect(pair[1].transform(code, '/repo/server/src/x.ts')).toBeNull();
});

type InlineUses = { transform(code: string, id: string): { code: string } | null };
