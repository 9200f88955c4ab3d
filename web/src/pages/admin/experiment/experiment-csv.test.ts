import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, experimentCsv } from './experiment-csv';
import { testReport } from '#web/testing/test-report';

describe('the experiment CSV', () => {
  it('quotes a field only when it holds a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Original')).toBe('Original');
    expect(csvField('Reordered (V1412)')).toBe('Reordered (V1412)');
    expect(csvField('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvField('the "best" order')).toBe('"the ""best"" order"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(0.0123)).toBe('0.0123');
    expect(csvField(null)).toBe('');
  });

  it('has a row of visitors assigned, one per step and one per outcome for every scheme', () => {
    const lines = experimentCsv(testReport()).trimEnd().split('\r\n');

    expect(lines[0]).toBe('scheme,kind,name,reached,saved,skipped,count,rate,ci_low,ci_high,p_value');
    expect(lines[1]).toBe('Original,assigned,,,,,200,,,,');
    expect(lines[2]).toBe('Original,step,Join for more job leads today (lead),200,100,50,,,,,');
    expect(lines).toContain('Original,outcome,Profile live,,,,80,0.4,0.312,0.488,');
    expect(lines).toContain('Reordered (V1412),outcome,Setup complete,,,,90,0.5,0.412,0.588,0.0123');
    // ID checked at 25 % of 200 is 50, its interval 25 ± 8.8 points
    expect(lines).toContain('Original,outcome,ID checked,,,,50,0.25,0.162,0.338,');
    // per scheme: 1 assigned + 16 steps + 9 outcomes
    expect(lines).toHaveLength(1 + 3 * (1 + 16 + 9));
    expect(lines.every((line) => line.split(',').length === 11)).toBe(true);
  });

  it('names the file after the period', () => {
    expect(csvFileName(testReport())).toBe('experiment-2026-10-28-to-2026-11-26.csv');
  });
});
