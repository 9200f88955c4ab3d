import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Certificates made in the test: small real PDFs (classic and compressed), PDFs that only look like
// one, a text file called .pdf, one too large.

const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>';
const TEXT = 'BT /F1 22 Tf 60 760 Td (NICEIC Approved Contractor) Tj ET';
const CONTENTS = `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`;
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A classic PDF (xref table, trailer) of these objects, numbered from 1; object 1 is the catalog. */
export function classicPdf(objects: string[], trailerExtra = ''): Buffer {
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A minimal one-page PDF with a line of text, as a scanner or "Save as PDF" would write it. */
export function certificatePdf(): Buffer {
  return classicPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE, CONTENTS, FONT]);
}

/**
 * A PDF 1.5 as Word or a browser writes it: catalog, page tree and page compressed in an object
 * stream, found through a compressed cross-reference stream. No `/Type /Page` in plain sight.
 */
export function compressedPdf(): Buffer {
  const packed = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', PAGE];
  let body = '';
  const header = packed
    .map((object, index) => {
      const entry = `${index + 1} ${body.length}`;
      body += `${object}\n`;
      return entry;
    })
    .join(' ');
  const objectStream = deflateSync(Buffer.from(`${header}\n${body}`, 'latin1'));
  const first = header.length + 1;

  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const size = () => parts.reduce((total, part) => total + part.length, 0);
  const offsets: Record<number, number> = {};
  const add = (number: number, head: string, stream?: Buffer) => {
    offsets[number] = size();
    parts.push(Buffer.from(`${number} 0 obj\n${head}\n`, 'latin1'));
    if (stream) parts.push(Buffer.from('stream\n'), stream, Buffer.from('\nendstream\n'));
    parts.push(Buffer.from('endobj\n'));
  };
  add(4, CONTENTS);
  add(5, FONT);
  add(6, `<< /Type /ObjStm /N ${packed.length} /First ${first} /Filter /FlateDecode /Length ${objectStream.length} >>`, objectStream);
  // cross-reference stream, /W [1 4 2]: type 1 = at an offset, type 2 = inside object stream 6
  const xrefOffset = size();
  const rows = [
    [0, 0, 65535],
    [2, 6, 0],
    [2, 6, 1],
    [2, 6, 2],
    [1, offsets[4] ?? 0, 0],
    [1, offsets[5] ?? 0, 0],
    [1, offsets[6] ?? 0, 0],
    [1, xrefOffset, 0],
  ];
  const table = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field2, field3], row) => {
    table.writeUInt8(type ?? 0, row * 7);
    table.writeUInt32BE(field2 ?? 0, row * 7 + 1);
    table.writeUInt16BE(field3 ?? 0, row * 7 + 5);
  });
  const xrefStream = deflateSync(table);
  add(7, `<< /Type /XRef /Size ${rows.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${xrefStream.length} >>`, xrefStream);
  parts.push(Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** Well formed, with a page tree but not one page in it. */
export function pagelessPdf(): Buffer {
  return classicPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
}

/** A one-page PDF locked with the standard security handler (an /Encrypt dictionary in the trailer). */
export function encryptedPdf(): Buffer {
  return classicPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      PAGE,
      CONTENTS,
      FONT,
      `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> >>`,
    ],
    ` /Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
  );
}

/** 45 bytes that merely start like a PDF and end with its end marker. */
export function pdfStub(): Buffer {
  const stub = Buffer.from('%PDF-1.4\n% Electrical certificate\n%%EOF\n'.padEnd(45, ' '), 'latin1');
  if (stub.length !== 45) throw new Error('the stub must be 45 bytes');
  return stub;
}

/** Plain text saved as "certificate.pdf". */
export function textCalledPdf(): Buffer {
  return Buffer.from('NICEIC Approved Contractor\nRegistration number: 123456\nThis is not really a PDF.\n');
}

/** A PDF of about 12 MB: over the 10 MB limit. */
export function twelveMegabytePdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n% '), randomBytes(12 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
}
