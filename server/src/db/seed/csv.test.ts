import { parseCsv, parseCsvLine } from './csv';

test('plain fields split on commas and empty fields stay empty', () => {
  expect(parseCsvLine('B1,52.47872,-1.90723,,Birmingham,England')).toEqual(['B1', '52.47872', '-1.90723', '', 'Birmingham', 'England']);
});

test('a quoted field may hold commas and doubled quotes', () => {
  expect(parseCsvLine('IM1,"Douglas, Braddan","say ""hi""",x')).toEqual(['IM1', 'Douglas, Braddan', 'say "hi"', 'x']);
});

test('records are keyed by the header and a trailing newline adds no record', () => {
  expect(parseCsv('outcode,place\r\nM1,Manchester\r\nB1,\r\n')).toEqual([
    { outcode: 'M1', place: 'Manchester' },
    { outcode: 'B1', place: '' },
  ]);
});

test('a line with the wrong number of fields is refused', () => {
  expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('CSV line 2 has 3 fields, expected 2');
});
