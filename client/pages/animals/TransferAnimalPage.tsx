import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { answerTransfer, transfersQuery } from '../../features/kits/api/kits.js';
import { reportFormError } from '../../lib/form-errors.js';
import { showToast } from '../../lib/toast.js';

/** /my/transfer-animal: transfers offered to me (accept or decline) and the history of mine. */
export function TransferAnimalPage() {
  const queryClient = useQueryClient();
  const transfers = useQuery(transfersQuery());
  async function decide(id: number, accept: boolean) {
    try {
      await answerTransfer(id, accept);
      showToast(accept ? 'The animal is now in your account' : 'Transfer declined', 'success');
      await queryClient.invalidateQueries({ queryKey: ['my'] });
    } catch (error) {
      reportFormError(error, 'Network error');
    }
  }
  return (
    <div className="account-page kits-page">
      <Seo
        title="Transfer animal"
        description="Offer an animal, with its results, to its new owner."
        path={'/my/transfer-animal'}
        noindex
      />
      <h1>Transfer animal</h1>
      <p className="hint">
        To transfer one of your animals, open it in My Animals and offer it to the new owner's email. The new owner accepts here.
      </p>
      {transfers.data?.results.length === 0 && <p>No Results</p>}
      <ul className="animal-cards">
        {transfers.data?.results.map((t) => (
          <li key={t.id} className="animal-card">
            <h2>{t.animalName}</h2>
            <p>
              {t.direction === 'incoming' ? `From ${t.otherParty}` : `To ${t.otherParty}`} · {t.status} ·{' '}
              {t.createdAt.slice(0, 10)}
            </p>
            {t.direction === 'incoming' && t.status === 'pending' && (
              <div className="form-actions">
                <button type="button" className="button" onClick={() => decide(t.id, true)}>
                  Accept
                </button>
                <button type="button" className="button button--ghost" onClick={() => decide(t.id, false)}>
                  Decline
                </button>
              </div>
            )}
            {t.direction === 'incoming' && t.status === 'accepted' && <Link to={`/my/animals/${t.animalId}`}>Open</Link>}
          </li>
        ))}
      </ul>
    </div>
  );
}
