import { paths } from '../../shared/paths.js';
import { Link } from '../components/navigation/Link.js';

export function NotFoundPage() {
  return (
    <section className="message-page">
      <title>Page not found | Pet DNA Lab</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to={paths.home}>
        Back to home
      </Link>
    </section>
  );
}
