import { paths } from '../../shared/paths.js';
import { Link } from '../components/navigation/Link.js';

/** The app-store listings of the Pet DNA Lab app (results, kit activation and sample tracking on the go). */
export const APP_LINKS = {
  appStore: 'https://apps.apple.com/app/pet-dna-lab/id1600000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.petdnalab.app',
};

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/petdnalab' },
  { label: 'Instagram', href: 'https://www.instagram.com/petdnalab' },
  { label: 'YouTube', href: 'https://www.youtube.com/@petdnalab' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/petdnalab' },
];

export function AppStoreLinks() {
  return (
    <ul className="app-links">
      <li>
        <a className="app-badge" href={APP_LINKS.appStore} rel="noopener">
          <small>Download on the</small> App Store
        </a>
      </li>
      <li>
        <a className="app-badge" href={APP_LINKS.googlePlay} rel="noopener">
          <small>Get it on</small> Google Play
        </a>
      </li>
    </ul>
  );
}

/** Every footer link of spec §2. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to={paths.resourceForms}>Forms</Link>
            </li>
            <li>
              <Link to={paths.resourceFactSheet}>Fact sheets</Link>
            </li>
            <li>
              <Link to={paths.reportAuthentication}>Report authenticator</Link>
            </li>
            <li>
              <Link to={paths.internationalShipping}>International shipping</Link>
            </li>
            <li>
              <Link to={paths.showSponsorship}>Show sponsorship</Link>
            </li>
            <li>
              <Link to={paths.websiteHelp}>Website help</Link>
            </li>
            <li>
              <Link to={paths.collectionAgentNomination}>Become a collection agent</Link>
            </li>
            <li>
              <Link to={paths.collectionAgents}>List of collection agents</Link>
            </li>
            <li>
              <Link to={paths.microchipChecker}>Microchip parent checker</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">Pet DNA Lab</h2>
          <ul>
            <li>
              <Link to={paths.why('pet-dna-lab')}>About us</Link>
            </li>
            <li>
              <Link to={paths.faqs}>FAQs</Link>
            </li>
            <li>
              <Link to={paths.newsAndBlogs}>News</Link>
            </li>
            <li>
              <Link to={`${paths.newsAndBlogs}?type=blog`}>Blogs</Link>
            </li>
            <li>
              <Link to={paths.contactUs}>Contact</Link>
            </li>
            <li>
              <Link to={paths.forensics}>Forensics</Link>
            </li>
            <li>
              <Link to={paths.partners}>Partners</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">Get the app</h2>
          <p>Activate kits, track samples and read results on your phone.</p>
          <AppStoreLinks />
          <h2 id="footer-social">Follow us</h2>
          <ul className="social-links" aria-labelledby="footer-social">
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-legal">
        <p>© 2026 Pet DNA Lab. ISO/IEC 17025 accredited laboratory. English Support.</p>
        <ul>
          <li>
            <Link to={paths.privacy}>Privacy &amp; disclosure</Link>
          </li>
          <li>
            <Link to={paths.terms}>Terms &amp; conditions</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
