import { usePublicConfig } from '../../lib/public-config.js';

export const SITE_NAME = 'Pet DNA Lab';

/** Title, meta description and canonical URL of a page (React 19 hoists them into <head>). */
export function Seo(props: { title: string; description: string; path: string; noindex?: boolean }) {
  const { publicUrl } = usePublicConfig();
  return (
    <>
      <title>{`${props.title} | ${SITE_NAME}`}</title>
      <meta name="description" content={props.description} />
      <link rel="canonical" href={`${publicUrl}${props.path}`} />
      {props.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
