import { Link } from 'react-router';
import { paths } from '../../../shared/paths.js';

/** Spec §1: the merger announcement, on every page, in the flow so it never shifts the layout. */
export function MergerBanner() {
  return (
    <aside className="merger-banner" aria-label="Announcement">
      <p>
        Pet DNA Lab and PawPrint Genomics are now one laboratory.{' '}
        <Link to={paths.mergerAnnouncement}>Read what it means for you</Link>
      </p>
    </aside>
  );
}

/** The research project banner (spec §1), above the footer. */
export function ResearchBanner() {
  return (
    <aside className="research-banner" aria-labelledby="research-banner-title">
      <div>
        <h2 id="research-banner-title">Help us map the genetics of epilepsy in dogs</h2>
        <p>
          Our research project is looking for DNA from affected dogs and their healthy relatives. Taking part is free, and every
          sample brings a DNA test closer.
        </p>
      </div>
      <Link className="button button--light" to={paths.researchInnovation}>
        About the research project
      </Link>
    </aside>
  );
}
