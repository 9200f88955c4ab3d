import { endpoints } from '../common/contract/endpoints';
import { inlinedEndpointsModule } from './inlined-endpoints';

test("the browser's inlined endpoint table is exactly the one the contract gives, with no zod in it", () => {
  const source = inlinedEndpointsModule();
  const table: unknown = JSON.parse(source.replace(/^export const endpoints = /, '').replace(/;\s*$/, ''));

  expect(table).toEqual(JSON.parse(JSON.stringify(endpoints)));
  expect(source).not.toMatch(/import|zod/);
});
