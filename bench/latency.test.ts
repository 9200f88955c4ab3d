import { median, percentile, summarise } from './latency';

test('the 99th percentile of 200 samples is the 198th smallest, not the largest', () => {
  const samples = Array.from({ length: 200 }, (_, index) => 200 - index); // 200 … 1, unsorted on purpose

  expect(percentile(samples, 0.99)).toBe(198);
  expect(percentile(samples, 1)).toBe(200);
  expect(percentile(samples, 0.5)).toBe(100);
});

test('a percentile of very few samples is one of the samples, never past either end', () => {
  expect(percentile([7], 0.99)).toBe(7);
  expect(percentile([3, 1], 0.01)).toBe(1);
  expect(percentile([3, 1], 0.99)).toBe(3);
  expect(percentile([], 0.5)).toBeNaN();
});

test('the median of an even count is the mean of the middle two', () => {
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([5, 1, 3])).toBe(3);
});

test('a summary gives the count, median, p99 and mean of the samples', () => {
  const summary = summarise([1, 2, 3, 4, 100]);

  expect(summary).toEqual({ runs: 5, medianMs: 3, p99Ms: 100, meanMs: 22 });
});
