import type { BannerView } from '../../../../shared/types/content.js';
import { Link } from '../../../components/navigation/Link.js';

/** A banner's link: a shop path stays in the app, an outside address opens as a plain link. */
function BannerLink(props: { banner: BannerView; className?: string }) {
  const { banner, className } = props;
  return banner.linkUrl.startsWith('/') ? (
    <Link className={className} to={banner.linkUrl}>
      {banner.linkLabel}
    </Link>
  ) : (
    <a className={className} href={banner.linkUrl} rel="noopener noreferrer">
      {banner.linkLabel}
    </a>
  );
}

/** The announcement strip under the header (spec §1: the merger), in the flow so it never shifts the layout. */
export function AnnouncementBanner(props: { banner: BannerView }) {
  return (
    <aside className="merger-banner" aria-label="Announcement">
      <p>
        {props.banner.title && <strong>{props.banner.title} </strong>}
        {props.banner.text} <BannerLink banner={props.banner} />
      </p>
    </aside>
  );
}

/** The research project banner (spec §1), above the footer. */
export function ResearchBanner(props: { banner: BannerView }) {
  const { banner } = props;
  return (
    <aside
      className="research-banner"
      aria-labelledby={banner.title ? 'research-banner-title' : undefined}
      aria-label={banner.title ? undefined : 'Research'}
    >
      <div>
        {banner.title && <h2 id="research-banner-title">{banner.title}</h2>}
        <p>{banner.text}</p>
      </div>
      <BannerLink className="button button--light" banner={banner} />
    </aside>
  );
}
