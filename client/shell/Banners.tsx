import { useBanners } from '../features/content/api/banners.js';
import { AnnouncementBanner, ResearchBanner } from '../features/content/components/Banners.js';

/** The announcement under the header, as the back office set it for this storefront today. */
export function MergerBanner() {
  const { announcement } = useBanners();
  return announcement ? <AnnouncementBanner banner={announcement} /> : null;
}

/** The research project banner above the footer, as the back office set it. */
export function SiteResearchBanner() {
  const { research } = useBanners();
  return research ? <ResearchBanner banner={research} /> : null;
}
