import { paths } from '../../shared/paths.js';
import { Link } from '../components/navigation/Link.js';

/** The generic error view of spec §8. */
export function ErrorView({ showHomeLink = true }: { showHomeLink?: boolean }) {
  return (
    <section className="message-page" role="alert">
      <title>Something went wrong | Pet DNA Lab</title>
      <meta name="robots" content="noindex" />
      <h1>Please try again shortly</h1>
      <p>We could not load this page just now.</p>
      {showHomeLink && (
        <Link className="button" to={paths.home}>
          Back to home
        </Link>
      )}
    </section>
  );
}
