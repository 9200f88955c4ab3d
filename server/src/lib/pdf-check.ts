import { constants, inflateSync } from 'node:zlib';

/**
 * Why a file that opens with `%PDF-` is not a document staff can read, or null when it is one
 * (decision 066):
 * - `unreadable`: no `startxref` before a final `%%EOF`, or no cross-reference (a `trailer` with
 *   `/Root`, or an xref stream `/Type /XRef`): a stub, a truncated download, a renamed text file;
 * - `encrypted`: an `/Encrypt` dictionary, so its objects cannot be checked (and often not opened);
 * - `no_pages`: readable, but no `/Type /Page` object (a `/Pages` tree alone is not a page), not
 *   even inside a compressed object stream.
 * Not a full parser: enough structure to tell a real document from something that merely starts
 * like one, in linear time, with no dependency beyond zlib.
 */
export type PdfProblem = 'not_pdf' | 'unreadable' | 'encrypted' | 'no_pages';

// ISO 32000: "%PDF-1.x" or "%PDF-2.x" at the start; the last revision ends with startxref, its offset, "%%EOF"
const HEADER = /^%PDF-[12]\.\d/;
const TAIL_BYTES = 1024;
const START_XREF = /startxref\s+(\d{1,12})\s+%%EOF/g;
// a name ends at white space or a delimiter, so "/Page" never matches the start of "/Pages"
const NAME_END = String.raw`(?=[\s()<>\[\]{}/%]|$)`;
const PAGE_OBJECT = new RegExp(String.raw`/Type\s*/Page${NAME_END}`);
const TRAILER_WITH_ROOT = /^trailer\s*<<[\s\S]*?\/Root\s+\d+\s+\d+\s+R/;
const TRAILER_REACH = 4096;
const XREF_STREAM = new RegExp(String.raw`/Type\s*/XRef${NAME_END}`);
const ENCRYPT = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;
const OBJECT_STREAM_TYPE = new RegExp(String.raw`/Type\s*/ObjStm${NAME_END}`, 'g');
const STREAM_KEYWORD = /stream(?:\r\n|\n|\r)/y;
const DICT_REACH = 4096;
const FLATE = new RegExp(String.raw`/Filter\s*(?:\[\s*)?/FlateDecode${NAME_END}`);
/** Object streams inflated at most, in all: a compression bomb stops the search, not the server. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_OBJECT_STREAMS = 500;

export function isPdfHeader(bytes: Buffer): boolean {
  return HEADER.test(bytes.toString('latin1', 0, 8));
}

function endsWithStartXref(bytes: Buffer): boolean {
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - TAIL_BYTES));
  const offsets = [...tail.matchAll(START_XREF)].map((match) => Number(match[1]));
  const last = offsets.at(-1);
  return last !== undefined && last > 0 && last < bytes.length;
}

/** The `/Type /Page` objects hidden in compressed object streams (PDF 1.5+ writers put pages there). */
function pageInObjectStreams(bytes: Buffer, text: string): boolean {
  let inflatedSoFar = 0;
  let streams = 0;
  // every slice below is bounded, and a type inside an earlier stream's data is skipped: linear in the file
  let searchedTo = 0;
  for (const match of text.matchAll(OBJECT_STREAM_TYPE)) {
    const at = match.index ?? 0;
    if (at < searchedTo) continue;
    if (++streams > MAX_OBJECT_STREAMS || inflatedSoFar >= MAX_INFLATED_BYTES) return false;
    // the dictionary around the type: from its object's "obj" to the "stream" keyword after it
    const from = Math.max(0, at - DICT_REACH);
    const before = text.slice(from, at);
    const after = text.slice(at, at + DICT_REACH);
    const keyword = after.indexOf('stream');
    if (keyword < 0) continue;
    const dictionary = before.slice(Math.max(0, before.lastIndexOf(' obj'))) + after.slice(0, keyword);
    STREAM_KEYWORD.lastIndex = at + keyword;
    const eol = STREAM_KEYWORD.exec(text);
    if (!eol || !FLATE.test(dictionary)) continue;
    const start = at + keyword + eol[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return false; // no later stream can end either
    searchedTo = end;
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        // a stream whose end carries an EOL or a little junk still inflates
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: MAX_INFLATED_BYTES - inflatedSoFar,
      });
      inflatedSoFar += inflated.length;
      if (PAGE_OBJECT.test(inflated.toString('latin1'))) return true;
    } catch (error) {
      // past the limit: stop looking; anything else is a stream that is no deflate data
      if (error instanceof RangeError) return false;
    }
  }
  return false;
}

/** The last revision's trailer names the catalog (a linearized file has another one near its start). */
function hasTrailer(text: string): boolean {
  const at = text.lastIndexOf('trailer');
  return at >= 0 && TRAILER_WITH_ROOT.test(text.slice(at, at + TRAILER_REACH));
}

export function pdfProblem(bytes: Buffer): PdfProblem | null {
  if (!isPdfHeader(bytes)) return 'not_pdf';
  if (!endsWithStartXref(bytes)) return 'unreadable';
  const text = bytes.toString('latin1');
  if (!hasTrailer(text) && !XREF_STREAM.test(text)) return 'unreadable';
  if (ENCRYPT.test(text)) return 'encrypted';
  if (PAGE_OBJECT.test(text) || pageInObjectStreams(bytes, text)) return null;
  return 'no_pages';
}
