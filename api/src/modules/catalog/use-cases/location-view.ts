// A place of the keyword modal's popular destinations: its picture, its name (an area with its
// city's) and the codes a search for it sends.
import type { Locale } from '../../../lib/locale';
import { pick, placeName } from '../../../lib/localize';
import type { CatalogIndex } from '../search/catalog-index';
import type { LocationNode } from '../store/catalog';

export function subLocation(index: CatalogIndex, node: LocationNode, locale: Locale) {
  const city = index.byIdx.get(node.cityIdx)!;
  const area = node.areaIdx !== null ? index.byIdx.get(node.areaIdx) : undefined;
  return {
    imgUrl: node.imgPath,
    addressName: node.level === 'city' ? pick(node.names, locale) : placeName(node.names, city.names, locale),
    nationCode: node.nationCode,
    cityCode: node.cityCode,
    area: area?.code ?? '',
    subArea: node.level === 'sub_area' ? node.code : '',
  };
}
