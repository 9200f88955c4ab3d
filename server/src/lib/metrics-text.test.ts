import { Counter, Histogram } from './metrics-text';

// The text format Prometheus parses: a wrong escape or a non-cumulative bucket breaks the whole scrape.
test('label values are escaped, so a quote or newline in a value cannot end the line', () => {
  const counter = new Counter('demo_total', 'A demo.');
  counter.inc({ route: 'say "hi"\\\nnow' });
  counter.inc({ route: 'say "hi"\\\nnow' }, 2);
  expect(counter.render()).toEqual([
    '# HELP demo_total A demo.',
    '# TYPE demo_total counter',
    'demo_total{route="say \\"hi\\"\\\\\\nnow"} 3',
  ]);
});

test('histogram buckets are cumulative and end with +Inf, _sum and _count', () => {
  const histogram = new Histogram('demo_seconds', 'A demo.', [0.1, 1]);
  for (const value of [0.05, 0.5, 5]) histogram.observe({ route: '/a' }, value);
  expect(histogram.render().slice(2)).toEqual([
    'demo_seconds_bucket{route="/a",le="0.1"} 1',
    'demo_seconds_bucket{route="/a",le="1"} 2',
    'demo_seconds_bucket{route="/a",le="+Inf"} 3',
    'demo_seconds_sum{route="/a"} 5.55',
    'demo_seconds_count{route="/a"} 3',
  ]);
});
