import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.js';
import { describeOrigin, type MicrochipReading, readMicrochip } from '../../../shared/microchip.js';
import { paths } from '../../../shared/paths.js';
import type { MicrochipCheck, MicrochipMatch } from '../../../shared/types/kits.js';
import { Seo } from '../../components/content/Seo.js';
import { Link } from '../../components/navigation/Link.js';
import { useMicrochipCheck } from '../../features/microchip-checker/api/check-microchip.js';
import { useMyDetails } from '../../features/session/api/get-my-details.js';
import { useStorefront } from '../../features/storefront/api/get-storefront.js';
import { reportFormError } from '../../lib/form-errors.js';

const INTRO =
  'Before you order a parentage test, check whether the sire or dam already has a DNA profile at the laboratory. If it has, the puppies or kittens are compared with that profile and the parent does not need to be tested again.';

/** The chip field with its live reading: the same rule the server applies, so a bad number never leaves the page. */
function ChipField({ value, onChange, problem }: { value: string; onChange: (value: string) => void; problem: string | null }) {
  const reading = readMicrochip(value);
  return (
    <div className="field">
      <label htmlFor="chip-number">Microchip number</label>
      <input
        id="chip-number"
        name="chip"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        placeholder="15 digits, e.g. 036 000000123401"
        aria-invalid={problem ? true : undefined}
        aria-describedby="chip-reading"
      />
      <p id="chip-reading" className={problem ? 'field-error' : 'hint'} aria-live="polite">
        {problem ?? (reading.ok ? `ISO chip · ${describeOrigin(reading.origin)}` : 'Spaces and dashes are fine.')}
      </p>
    </div>
  );
}

/** The reading's problem once the visitor has asked; an empty field says nothing before that. */
const problemOf = (reading: MicrochipReading, asked: boolean) => (!reading.ok && asked ? reading.message : null);

/** /tools/microchip-checker: explains the checker, reads the number in the browser, and hands it over to sign-in. */
export function MicrochipCheckerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useMyDetails();
  const [chip, setChip] = useState(params.get('chip') ?? '');
  const [asked, setAsked] = useState(params.has('chip'));
  const reading = readMicrochip(chip);
  const target = reading.ok ? paths.myMicrochipCheck(reading.chip) : paths.myMicrochipChecker;
  const signInTo = `${paths.login}?next=${encodeURIComponent(target)}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked(true);
    if (reading.ok) navigate(me ? target : signInTo);
  }

  return (
    <div className="account-page kits-page microchip-checker">
      <Seo
        title="Microchip parent checker"
        description="Check by microchip whether a sire or dam already has a DNA profile at the laboratory, so parentage can be run without testing it again."
        path={paths.microchipChecker}
      />
      <h1>Microchip parent checker</h1>
      <p>{INTRO}</p>
      <form className="form-card" aria-label="Check a microchip number" onSubmit={onSubmit} noValidate>
        <ChipField
          value={chip}
          onChange={(value) => {
            setChip(value);
            setAsked(false);
          }}
          problem={problemOf(reading, asked)}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            {me ? 'Search the lab’s records' : 'Sign in to search the lab’s records'}
          </button>
        </div>
        {!me && (
          <p className="hint">
            Searching the records needs an account; the number you typed is kept while you sign in. New here?{' '}
            <Link to={paths.registerBreeder}>Register as a breeder</Link>.
          </p>
        )}
      </form>
      <section className="form-card" aria-labelledby="chip-how">
        <h2 id="chip-how">How the checker reads a chip</h2>
        <ul>
          <li>
            ISO 11784/11785 chips (FDX-B) carry 15 digits. The first three are a country code (036 Australia, 826 United Kingdom,
            840 United States…) or a manufacturer code from 900 to 998; the other twelve are the animal’s number.
          </li>
          <li>Numbers starting 999 belong to test transponders, which are never implanted.</li>
          <li>
            Older 9-digit AVID and 10-character FECAVA chips are not ISO chips and cannot be checked: use the animal’s ISO chip if
            it has one, or order a DNA profile.
          </li>
          <li>
            For an animal of another owner you see only its name, species, sex and breed, and whether its DNA profile is on file
            and usable for parentage; never the owner or their details.
          </li>
        </ul>
      </section>
    </div>
  );
}

/** /my/microchip-checker: the search and the answer; `?chip=` holds the number so the answer can be linked and reloaded. */
export function MyMicrochipCheckerPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('chip');
  const askedReading = asked === null ? null : readMicrochip(asked);
  const [chip, setChip] = useState(asked ?? '');
  // A number handed over in the address is judged at once; a typed one when the visitor searches.
  const [touched, setTouched] = useState(askedReading?.ok === false);
  const check = useMicrochipCheck(askedReading?.ok ? askedReading.chip : null);

  useEffect(() => setChip(asked ?? ''), [asked]);
  useEffect(() => {
    if (check.error) reportFormError(check.error, 'Network error');
  }, [check.error]);

  const reading = readMicrochip(chip);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(!reading.ok);
    if (reading.ok) setParams({ chip: reading.chip }, { preventScrollReset: true });
  }

  return (
    <div className="account-page kits-page microchip-checker">
      <Seo
        title="Microchip parent checker"
        description="Search the laboratory's records by microchip."
        path={paths.myMicrochipChecker}
        noindex
      />
      <h1>Microchip parent checker</h1>
      <p className="hint">{INTRO}</p>
      <form className="form-card" aria-label="Search by microchip" onSubmit={onSubmit} noValidate>
        <ChipField
          value={chip}
          onChange={(value) => {
            setChip(value);
            setTouched(false);
          }}
          problem={problemOf(reading, touched)}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={check.isFetching}>
            {check.isFetching ? 'Searching…' : 'Search'}
          </button>
        </div>
      </form>
      {check.error && <p className="field-error">The search did not go through. Please try again shortly.</p>}
      {check.data && <CheckAnswer answer={check.data} />}
    </div>
  );
}

function CheckAnswer({ answer }: { answer: MicrochipCheck }) {
  const count = answer.animals.length;
  return (
    <section className="form-card" aria-label="Search result">
      <h2>
        Microchip {answer.microchip.slice(0, 3)} {answer.microchip.slice(3)}
      </h2>
      <p className="hint">{answer.originLabel}</p>
      {count === 0 ? (
        <>
          <p>
            <strong>No animal with this microchip has been tested by the laboratory.</strong>
          </p>
          <p>
            To use it as a sire or dam in a parentage test, order a DNA profile for it first:{' '}
            <Link to={paths.breederDogs.dnaProfileParentage}>for dogs</Link> or{' '}
            <Link to={paths.breederCats.dnaProfileParentage}>for cats</Link>.
          </p>
        </>
      ) : (
        <>
          <p>
            {count === 1
              ? 'One animal tested by the laboratory carries this microchip.'
              : `${count} animals tested by the laboratory carry this microchip: one chip belongs to one animal, so please tell the laboratory which record is wrong.`}
          </p>
          <ul className="animal-cards">
            {answer.animals.map((animal, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: another owner's animal carries no id by design; the list is fixed per answer
              <MatchCard key={index} animal={animal} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MatchCard({ animal }: { animal: MicrochipMatch }) {
  const { storefront } = useStorefront();
  const profile = animal.dnaProfile;
  return (
    <li className="animal-card">
      <h3>
        {animal.name}
        {animal.yours && <span className="badge">Your animal</span>}
      </h3>
      <dl className="animal-facts">
        <dt>Species</dt>
        <dd>{animal.species === 'canine' ? 'Dog' : 'Cat'}</dd>
        <dt>Sex</dt>
        <dd>{animal.gender === 'male' ? 'Male' : 'Female'}</dd>
        <dt>Breed</dt>
        <dd>{animal.breed ?? 'Not given'}</dd>
        <dt>DNA profile</dt>
        <dd>
          {profile.onFile
            ? `On file${profile.publishedAt ? ` since ${formatDate(profile.publishedAt, storefront)}` : ''}`
            : 'Not on file'}
        </dd>
        <dt>Parentage</dt>
        <dd className={profile.usableForParentage ? 'microchip-checker__usable' : 'microchip-checker__unusable'}>
          {profile.usableForParentage
            ? `Ready: all ${profile.markersRequired} ISAG markers typed, no new sample needed`
            : profile.onFile
              ? `Not usable yet: ${profile.markersTyped} of ${profile.markersRequired} ISAG markers typed; the laboratory needs a new sample`
              : 'Needs a DNA profile before it can be a parent in a parentage test'}
        </dd>
      </dl>
      {animal.animalId !== null && (
        <p>
          <Link to={paths.myAnimal(animal.animalId)}>Open {animal.name}’s page</Link>
        </p>
      )}
    </li>
  );
}
