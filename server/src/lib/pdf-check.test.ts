import { deflateSync } from 'node:zlib';
import {
  certificatePdf,
  classicPdf,
  compressedPdf,
  encryptedPdf,
  pagelessPdf,
  pdfStub,
  textCalledPdf,
} from '#server-test/test-certificates';
import { pdfProblem } from './pdf-check';

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';

test('a one-page PDF and a PDF 1.5 with its page compressed in an object stream are documents', () => {
  expect(pdfProblem(certificatePdf())).toBeNull();
  const compressed = compressedPdf();
  // the page is only inside the compressed stream: found by inflating it
  expect(compressed.toString('latin1')).not.toMatch(/\/Type\s*\/Page[\s/>]/);
  expect(pdfProblem(compressed)).toBeNull();
});

test('a page written without spaces ("/Type/Page") counts; "/Pages" alone never does', () => {
  expect(pdfProblem(classicPdf([catalog, '<</Type/Pages/Kids[3 0 R]/Count 1>>', '<</Type/Page/Parent 2 0 R>>']))).toBeNull();
  expect(pdfProblem(pagelessPdf())).toBe('no_pages');
  expect(pdfProblem(classicPdf([catalog, '<</Type/Pages/Kids[]/Count 0>>', '<< /Type /PageLabel >>']))).toBe('no_pages');
});

test('the 45-byte stub, a truncated file and a trailer-less one are unreadable', () => {
  expect(pdfStub()).toHaveLength(45);
  expect(pdfProblem(pdfStub())).toBe('unreadable');
  const whole = certificatePdf();
  expect(pdfProblem(whole.subarray(0, whole.length - 30))).toBe('unreadable');
  const noTrailer = Buffer.from(whole.toString('latin1').replace(/trailer\n<<[^>]*>>/, ''), 'latin1');
  expect(pdfProblem(noTrailer)).toBe('unreadable');
  // a startxref pointing past the end of the file
  expect(pdfProblem(Buffer.from(whole.toString('latin1').replace(/startxref\n\d+/, 'startxref\n99999999'), 'latin1'))).toBe('unreadable');
});

test('something that is no PDF at all is told apart from a broken PDF', () => {
  expect(pdfProblem(textCalledPdf())).toBe('not_pdf');
  expect(pdfProblem(Buffer.from(' %PDF-1.7\n'))).toBe('not_pdf');
});

test('an encrypted PDF is refused even though its page dictionary is readable', () => {
  expect(encryptedPdf().toString('latin1')).toContain('/Type /Page ');
  expect(pdfProblem(encryptedPdf())).toBe('encrypted');
});

test('an object stream that inflates to 200 MB stops the search at 16 MB, quickly', () => {
  const bomb = deflateSync(Buffer.alloc(200 * 1024 * 1024));
  const objects = [catalog, '<< /Type /Pages /Kids [] /Count 0 >>'];
  const pdf = classicPdf([
    ...objects,
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`,
  ]);
  const started = performance.now();
  expect(pdfProblem(pdf)).toBe('no_pages');
  const took = performance.now() - started;
  console.log(`object stream bomb: ${bomb.length} bytes inflating to 200 MB, refused as pageless in ${Math.round(took)} ms`);
  expect(took).toBeLessThan(2000);
});
