// The main page's banners (docs/api/content-search.md "Main page"), in the reader's language. A
// banner that opens /search for a city also fills in the city's name for the search bar.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import type { CatalogIndex } from '../search/catalog-index';
import type { SearchStore } from '../search/search-store';
import { reposOf } from '../stores';

function bannerLink(link: string, index: CatalogIndex, locale: Locale): string {
  if (!link.startsWith('/search?')) return link;
  const params = new URLSearchParams(link.slice('/search?'.length));
  const city = index.byCode.get(params.get('cityCode') ?? '');
  if (city && !params.has('searchText')) params.set('searchText', pick(city.names, locale));
  return `/search?${params.toString()}`;
}

export async function mainBanners(app: FastifyInstance, store: SearchStore, locale: Locale) {
  const [index, banners] = await Promise.all([store.index(), reposOf(app.database.orm).catalogContent.banners()]);
  return {
    mainBanners: banners.map((b) => ({
      idx: b.idx,
      title: pick(namesOf(b, 'title'), locale),
      subTitle: pick(namesOf(b, 'subTitle'), locale),
      imgUrl: b.imgPath,
      linkUrl: bannerLink(b.linkUrl, index, locale),
    })),
  };
}
