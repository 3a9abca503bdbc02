import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { Seo } from '../components/content/Seo.js';
import { TextField } from '../components/form/TextField.js';
import { ConfirmDialog } from '../components/layout/ConfirmDialog.js';
import { Link } from '../components/navigation/Link.js';
import { bookShow, cancelShow, myShowsQuery, useMyShows } from '../features/shows/api/shows.js';
import { useStorefront } from '../features/storefront/api/get-storefront.js';
import { reportFormError } from '../lib/form-errors.js';
import { afterRender, focusFirstInvalid, showToast } from '../lib/toast.js';

/** `/my/shows`: book the lab to collect samples at a show, and follow the bookings (decision 0929). */
export function ShowsPage() {
  const queryClient = useQueryClient();
  const { storefront, countryCode } = useStorefront();
  const bookings = useMyShows().data?.results ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState<{ id: number; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: myShowsQuery().queryKey });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const input = {
      showName: value('showName'),
      showDate: value('showDate'),
      venue: value('venue'),
      city: value('city'),
      countryCode: value('countryCode'),
      expectedAnimals: Number(value('expectedAnimals')) || value('expectedAnimals'),
      contactName: value('contactName'),
      contactPhone: value('contactPhone'),
      contactEmail: value('contactEmail'),
      ...(value('notes') ? { notes: value('notes') } : {}),
    };
    setBusy(true);
    try {
      await bookShow(input);
      setErrors({});
      form.reset();
      await refresh();
      showToast('Show booked: we confirm within two business days', 'success');
    } catch (failure) {
      setErrors(reportFormError(failure, 'Something went wrong'));
      afterRender(focusFirstInvalid);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-page shows-page">
      <Seo title="Show bookings" description="Book the lab to collect DNA samples at your show." path={paths.myShows} noindex />
      <h1>Show bookings</h1>
      <p className="lead">
        Book us to collect cheek swabs at your show: an agent scans each microchip and takes the swabs, and the samples arrive at
        the lab as one batch. Book at least two weeks ahead; we confirm within two business days.
      </p>
      <section aria-labelledby="shows-list">
        <h2 id="shows-list">Your bookings</h2>
        {bookings.length === 0 ? (
          <p className="empty-state">No show booked yet.</p>
        ) : (
          <ul className="shows-list">
            {bookings.map((booking) => (
              <li key={booking.id} className="club-card">
                <div className="club-card__head">
                  <h3 className="shows-list__name">{booking.showName}</h3>
                  <span className={`tag tag--${booking.status}`}>{booking.statusLabel}</span>
                </div>
                <p>
                  {formatDate(booking.showDate, storefront)} · {booking.venue}, {booking.city} {booking.countryCode}
                </p>
                <p className="hint">
                  About {booking.expectedAnimals} animals · contact {booking.contactName}, {booking.contactPhone}
                </p>
                {booking.notes && <p className="hint">{booking.notes}</p>}
                {booking.status === 'confirmed' &&
                  (booking.samples.length === 0 ? (
                    <p className="hint">The animals we sample at the show appear here.</p>
                  ) : (
                    <div className="shows-samples">
                      <h4 id={`show-samples-${booking.id}`}>Sampled animals ({booking.samples.length})</h4>
                      <ul aria-labelledby={`show-samples-${booking.id}`}>
                        {booking.samples.map((sample) => (
                          <li key={sample.barcode}>
                            <strong>{sample.animalName ?? 'Not yet activated'}</strong>
                            {sample.breed ? `, ${sample.breed}` : ''}
                            <span className="hint">
                              {' '}
                              · {sample.barcode} · {sample.statusLabel}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                {booking.status === 'requested' && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => setCancelling({ id: booking.id, name: booking.showName })}
                  >
                    Cancel booking<span className="visually-hidden"> {booking.showName}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="form-card" aria-labelledby="shows-book">
        <h2 id="shows-book">Book a show</h2>
        <form noValidate onSubmit={submit} aria-labelledby="shows-book">
          <TextField id="show-name" name="showName" label="Show name *" error={errors.showName} />
          <TextField id="show-date" name="showDate" label="Show date *" type="date" error={errors.showDate} />
          <TextField id="show-venue" name="venue" label="Venue *" error={errors.venue} />
          <div className="field-row">
            <TextField id="show-city" name="city" label="Town *" error={errors.city} />
            <TextField
              id="show-country"
              name="countryCode"
              label="Country code *"
              defaultValue={countryCode ?? ''}
              maxLength={2}
              error={errors.countryCode}
            />
          </div>
          <TextField
            id="show-expected"
            name="expectedAnimals"
            label="Expected number of animals *"
            type="number"
            min={1}
            max={500}
            error={errors.expectedAnimals}
          />
          <TextField id="show-contact" name="contactName" label="Contact name *" error={errors.contactName} />
          <div className="field-row">
            <TextField id="show-phone" name="contactPhone" label="Contact phone *" type="tel" error={errors.contactPhone} />
            <TextField id="show-email" name="contactEmail" label="Contact email *" type="email" error={errors.contactEmail} />
          </div>
          <div className="field">
            <label htmlFor="show-notes">Notes (breeds, tests)</label>
            <textarea id="show-notes" name="notes" rows={3} maxLength={1000} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Booking…' : 'Book the show'}
          </button>
        </form>
      </section>
      <p>
        <Link to={paths.showSecretaries}>How show sampling works</Link>
      </p>
      {cancelling && (
        <ConfirmDialog
          title="Cancel booking"
          confirmLabel="Cancel booking"
          busyLabel="Cancelling…"
          dismissLabel="Keep it"
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            await cancelShow(cancelling.id);
            await refresh();
            setCancelling(null);
            showToast('Booking cancelled', 'success');
          }}
        >
          <p>Are you sure you want to cancel the booking for {cancelling.name}?</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
