// A theme as the main page and the theme page show it, in the reader's language.
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';

export const themeView = (t: { idx: number; imgPath: string } & Record<string, unknown>, locale: Locale) => ({
  idx: t.idx,
  title: pick(namesOf(t, 'title'), locale),
  subTitle: pick(namesOf(t, 'subTitle'), locale),
  imgUrl: t.imgPath,
});
