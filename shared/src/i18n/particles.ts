// Korean particles after a value: a string written '{{amount}}이(가)' reads '1,900원이' and
// '{{name}}을(를)' reads '실버를' once the value is in. Chosen from the sound of the value's last
// syllable: whether it ends in a consonant (받침), and for (으)로 whether that consonant is ㄹ.
// Digits and Latin letters are read as Koreans read them aloud (8 = 팔, m = 엠), so
// '010-1234-5678(으)로' becomes '…5678로' and 'a@b.com(으)로' '…com으로'. Written here rather than
// with es-hangul's josa: that library's tables cost 3.4 KB (brotli) on every page's first load,
// for a rule that is two lines of Unicode arithmetic.

/** Each placeholder's forms: after a final consonant, after a vowel, and after a final ㄹ. */
const PLACEHOLDERS: Record<string, { consonant: string; vowel: string; rieul?: string }> = {
  '이(가)': { consonant: '이', vowel: '가' },
  '을(를)': { consonant: '을', vowel: '를' },
  '은(는)': { consonant: '은', vowel: '는' },
  '과(와)': { consonant: '과', vowel: '와' },
  '와(과)': { consonant: '과', vowel: '와' },
  '(으)로': { consonant: '으로', vowel: '로', rieul: '로' },
  '(이)라': { consonant: '이라', vowel: '라' },
};

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const FINALS = 28;
const FINAL_RIEUL = 8;

/** The final consonant's index of a Hangul syllable (0 = none), or null for anything else. */
function finalOf(char: string): number | null {
  const code = char.charCodeAt(0);
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST ? (code - SYLLABLE_FIRST) % FINALS : null;
}

const PATTERN = /([^\s(])(이\(가\)|을\(를\)|은\(는\)|과\(와\)|와\(과\)|\(으\)로|\(이\)라)/g;

const DIGITS = '영일이삼사오육칠팔구';
/** Letters whose Korean name ends in a consonant (엘, 엠, 엔, 알); the others end in a vowel (비, 씨 ...). */
const LETTERS_WITH_FINAL: Record<string, string> = { l: '엘', m: '엠', n: '엔', r: '알' };

/** The syllable a Korean reader says for the last character. */
function spoken(char: string): string {
  if (/\d/.test(char)) return DIGITS.charAt(Number(char));
  if (/[A-Za-z]/.test(char)) return LETTERS_WITH_FINAL[char.toLowerCase()] ?? '비';
  return char;
}

/** Replaces every written placeholder particle with the one the word before it takes. */
export function fixParticles(text: string): string {
  if (!text.includes('(')) return text;
  return text.replace(PATTERN, (whole: string, last: string, written: string) => {
    const forms = PLACEHOLDERS[written];
    const final = finalOf(spoken(last));
    if (!forms || final === null) return whole;
    return last + (final === 0 ? forms.vowel : final === FINAL_RIEUL && forms.rieul ? forms.rieul : forms.consonant);
  });
}
