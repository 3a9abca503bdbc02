import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { testPaymentQuery } from '../features/test-payment/api/get-test-payment.js';
import { TestPaymentPanel } from '../features/test-payment/components/TestPaymentPanel.js';
import { prefetch } from '../lib/loader.js';

/** Only a path on this site: the page must not become an open redirect. */
function safeReturnPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : paths.home;
}

export const testPaymentLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const secret = new URL(request.url).searchParams.get('secret') ?? '';
    await prefetch(queryClient, testPaymentQuery(params.id ?? '', secret));
    return null;
  };

export function TestPaymentPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { storefront } = useStorefront();
  return (
    <article className="content-page">
      <Seo title="Test payment" description="Test-mode payment page: no real money moves." path={paths.testPayment(id)} noindex />
      <TestPaymentPanel
        id={id}
        secret={search.get('secret') ?? ''}
        storefront={storefront}
        returnPath={safeReturnPath(search.get('return'))}
      />
    </article>
  );
}
