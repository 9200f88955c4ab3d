/**
 * Parses RFC 4180 CSV text into records keyed by the header row. Enough for our own data files:
 * quoted fields may hold commas and doubled quotes (the Isle of Man places are "Douglas, Braddan"),
 * but not line breaks.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const [headerLine, ...dataLines] = lines;
  if (headerLine === undefined) return [];
  const header = parseCsvLine(headerLine);
  return dataLines.map((line, index) => {
    const fields = parseCsvLine(line);
    if (fields.length !== header.length) {
      throw new Error(`CSV line ${index + 2} has ${fields.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, fields[column] ?? '']));
  });
}

export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}
