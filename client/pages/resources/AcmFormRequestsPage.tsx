import { paths } from '../../../shared/paths.js';
import { Seo } from '../../components/content/Seo.js';
import { useAcmFormRequests } from '../../features/resources/api/get-acm-form-requests.js';
import { AcmFormRequestForm } from '../../features/resources/components/AcmFormRequestForm.js';
import { AcmRequestCard } from '../../features/resources/components/AcmRequestCard.js';

/** /my/acm-form-requests (tool `acm-form`): ask for witnessed-collection forms and follow each request. */
export function AcmFormRequestsPage() {
  const requests = useAcmFormRequests().data ?? [];
  return (
    <div className="account-page acm-page">
      <Seo
        title="ACM form requests"
        description="Witnessed collection forms pre-filled with your animals."
        path={paths.myAcmFormRequests}
        noindex
      />
      <h1>Witnessed collection (ACM) forms</h1>
      <p className="hint">
        Clubs and registration offices accept a result as belonging to an animal when an authorised collection agent (a vet, vet
        nurse or club official) scans its microchip and witnesses the swab. Choose the animals: the lab e-mails you a PDF with one
        pre-filled form per animal for the agent to sign and send back with the sample.
      </p>
      <AcmFormRequestForm />
      <section aria-labelledby="acm-list">
        <h2 id="acm-list">Your requests</h2>
        {requests.length === 0 && <p className="hint">You have not requested any forms yet.</p>}
        {requests.map((request) => (
          <AcmRequestCard key={request.id} request={request} />
        ))}
      </section>
    </div>
  );
}
