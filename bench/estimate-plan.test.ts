import { usesEstimateIndex } from './estimate-plan';

test('an index-only scan on the estimate index counts as using it', () => {
  const plan = [
    'Aggregate',
    '  ->  Index Only Scan using job_trade_outcode_created_category_idx on job',
    '        Index Cond: (trade_id = 3)',
  ].join('\n');

  expect(usesEstimateIndex(plan)).toBe(true);
});

test('a sequential scan of the job table does not, even beside the index', () => {
  const plan = ['Aggregate', '  ->  Seq Scan on job', '        Filter: (trade_id = 3)'].join('\n');
  const mixed = `${plan}\n  ->  Bitmap Index Scan on job_trade_outcode_created_category_idx`;

  expect(usesEstimateIndex(plan)).toBe(false);
  expect(usesEstimateIndex(mixed)).toBe(false);
});
