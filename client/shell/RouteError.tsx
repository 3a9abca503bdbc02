import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { ErrorView } from './ErrorView.js';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorView />;
}
