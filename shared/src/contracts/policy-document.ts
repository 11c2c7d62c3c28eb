// A policy document (terms, privacy, IR) as the API answers it (GET /v1/policies/{kind} and
// /v1/policies/{kind}/{version}) and the small text format of its body, read by the API's tests and
// drawn by mf-support's policy page. The body is plain text, never HTML: the page turns these blocks
// into elements, so nothing in the database can reach the page as markup.
//
//   ## 제1조 (목적) {#purpose}     a section: its heading, with the key it is linked and checked by
//   ### 1. 회원 가입 {#signup}     a sub-section (the key is optional)
//   - an item                      consecutive items make one list
//   | head | head |               a table: the first row is the header, then |---|---|,
//   |---|---|                     then one row per line (a cell may not hold a '|')
//   | cell | cell |
//   > a note                       set apart (e.g. "the Korean text is binding")
//   anything else                  a paragraph: lines up to a blank line, their breaks kept
//
// Earlier versions were written before this format; none of their lines starts with a marker, so
// they read as the paragraphs they always were. Addresses (https://...) and e-mail addresses in the
// text become links (`policyInline`).
import * as v from 'valibot';

export const policySchema = v.object({ kind: v.string(), version: v.string(), effectiveDate: v.string(), current: v.boolean(), title: v.string(), body: v.string() });
export const policyVersionSchema = v.object({ version: v.string(), effectiveDate: v.string(), current: v.boolean(), upcoming: v.boolean() });
/** GET /v1/policies/{kind}: the version in force today and every version's date. */
export const currentPolicySchema = v.object({ policy: policySchema, versions: v.array(policyVersionSchema) });
/** GET /v1/policies/{kind}/{version}. */
export const onePolicySchema = v.object({ policy: policySchema });
export type Policy = v.InferOutput<typeof policySchema>;
export type PolicyVersion = v.InferOutput<typeof policyVersionSchema>;

export type PolicyBlock =
  | { type: 'heading'; level: 2 | 3; text: string; key: string | null }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'table'; head: string[]; rows: string[][] }
  | { type: 'note'; text: string };

export interface PolicySection {
  key: string;
  title: string;
}

const HEADING = /^(#{2,3}) +(.+?)(?: +\{#([a-z0-9][a-z0-9-]*)\})? *$/;
const ITEM = /^- +(.*)$/;
const NOTE = /^> ?(.*)$/;
const TABLE_ROW = /^\|.*\|$/;
const TABLE_RULE = /^\|(?: *:?-{3,}:? *\|)+$/;

const cells = (line: string): string[] =>
  line
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());

/** The body as blocks, in order. Never throws: a line that fits no marker is text. */
export function parsePolicyBody(body: string): PolicyBlock[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]!, key: heading[3] ?? null });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.items.push(item[1]!);
      else blocks.push({ type: 'list', items: [item[1]!] });
      continue;
    }
    const note = NOTE.exec(line);
    if (note) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last?.type === 'note') last.text += `\n${note[1]!}`;
      else blocks.push({ type: 'note', text: note[1]! });
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[i + 1]?.trimEnd() ?? '')) {
      flush();
      const head = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && TABLE_ROW.test(lines[i]!.trimEnd())) {
        const row = cells(lines[i]!.trimEnd());
        rows.push(head.map((_, c) => row[c] ?? ''));
        i++;
      }
      i--;
      blocks.push({ type: 'table', head, rows });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The document's sections (its '##' headings with a key), for a table of contents and for checks. */
export function policySections(blocks: readonly PolicyBlock[]): PolicySection[] {
  return blocks.flatMap((b) => (b.type === 'heading' && b.level === 2 && b.key ? [{ key: b.key, title: b.text }] : []));
}

export type PolicyInline = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const LINKABLE = /(https:\/\/[^\s<>()]*[^\s<>().,;:!?'"，。、）])|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** Text with its https addresses and e-mail addresses as links (nothing else becomes a link). */
export function policyInline(text: string): PolicyInline[] {
  const out: PolicyInline[] = [];
  let at = 0;
  for (const m of text.matchAll(LINKABLE)) {
    const start = m.index;
    if (start > at) out.push({ type: 'text', text: text.slice(at, start) });
    const [found] = m;
    out.push({ type: 'link', text: found, href: m[1] ? found : `mailto:${found}` });
    at = start + found.length;
  }
  if (at < text.length) out.push({ type: 'text', text: text.slice(at) });
  return out;
}
