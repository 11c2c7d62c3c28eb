// A short summary of a stay's parts ('2 rooms, 2 adults') as each language writes it: Japanese
// joins them with a middle dot and no spaces (2室・大人2名), as Japanese booking sites and this
// site's own Japanese texts ('{{rooms}}室・{{nights}}泊') do; Korean and English keep the separator
// of the place they are shown in. Empty parts are left out.
import type { DisplayLocale } from '../dates/labels';

export const JA_SEPARATOR = '・';

export function joinSummary(parts: readonly (string | false | null | undefined)[], locale: DisplayLocale, separator = ', '): string {
  return parts.filter(Boolean).join(locale === 'ja' ? JA_SEPARATOR : separator);
}
