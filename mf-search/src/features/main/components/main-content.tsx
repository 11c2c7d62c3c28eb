// The main page below the search (SPEC §2 route '/'): banners, the site's own deals, popular
// places, recommended stays and themes. The route puts the search section above it.
import { DealsSection } from './deals-section';
import { MainBanners } from './main-banners';
import { PopularPlaces } from './popular-places';
import { RecommendedStays } from './recommended-stays';
import { ThemeSection } from './theme-section';
import '../../../components/base.css';
import './main.css';

export function MainContent() {
  return (
    <div className="sr-main__content">
      <MainBanners />
      <DealsSection />
      <PopularPlaces />
      <RecommendedStays />
      <ThemeSection />
    </div>
  );
}
