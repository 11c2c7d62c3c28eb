// The main page below the search (SPEC §2 route '/'): banners, popular places, recommended
// stays, the site's own deals and themes. The route puts the search section above it.
import { DealsSlot } from './deals-slot';
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
      <PopularPlaces />
      <RecommendedStays />
      <DealsSlot />
      <ThemeSection />
    </div>
  );
}
