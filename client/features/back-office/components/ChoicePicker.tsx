import { useState } from 'react';
import { useTestChoices } from '../api/prices.js';

export interface TestChoice {
  id: number;
  name: string;
}

/** How many matches the picker lists at once: enough to scan, few enough to keep the page short. */
const SHOWN_MATCHES = 12;

/**
 * Tests chosen by name, never by typed id (a profile's contents, a kit the lab allocates): the species' disease
 * and trait tests, searched by any part of their name.
 */
export function TestPicker(props: {
  id: string;
  heading: string;
  empty: string;
  species: 'canine' | 'feline' | null;
  chosen: TestChoice[];
  onChange: (next: TestChoice[]) => void;
  error?: string;
}) {
  const { species, ...rest } = props;
  const choices = useTestChoices(species).data;
  return <ChoicePicker {...rest} matches={(needle) => (choices ?? []).filter((t) => t.name.toLowerCase().includes(needle))} />;
}

/**
 * Things chosen by name: the chosen ones as removable chips under `heading`, and a search that adds a match
 * with one click. `matches` answers the candidates for the typed text (lower case, trimmed, never empty).
 */
export function ChoicePicker(props: {
  id: string;
  heading: string;
  empty: string;
  chosen: TestChoice[];
  onChange: (next: TestChoice[]) => void;
  matches: (needle: string) => TestChoice[];
  onSearch?: (needle: string) => void;
  /** The matches are still being looked up (a server search): say so rather than "Nothing found." */
  searching?: boolean;
  searchLabel?: string;
  error?: string;
}) {
  const { id, chosen, onChange } = props;
  return (
    <>
      <h3 className="admin-contents__heading" id={`${id}-heading`}>
        {props.heading}
      </h3>
      {chosen.length === 0 ? (
        <p className="hint">{props.empty}</p>
      ) : (
        <ul className="admin-chips" aria-labelledby={`${id}-heading`}>
          {chosen.map((choice) => (
            <li key={choice.id}>
              {choice.name}
              <button
                type="button"
                className="admin-chips__remove"
                aria-label={`Remove ${choice.name}`}
                onClick={() => onChange(chosen.filter((other) => other.id !== choice.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.error && (
        <p className="field-error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
      <ChoiceSearch
        id={id}
        label={props.searchLabel ?? 'Find a test to add'}
        chosenIds={new Set(chosen.map((choice) => choice.id))}
        matches={props.matches}
        onSearch={props.onSearch}
        searching={props.searching ?? false}
        onAdd={(choice) => onChange([...chosen, choice].sort((a, b) => a.name.localeCompare(b.name)))}
      />
    </>
  );
}

/** Finds candidates by any part of their name; each match is added with one click. */
function ChoiceSearch(props: {
  id: string;
  label: string;
  chosenIds: Set<number>;
  matches: (needle: string) => TestChoice[];
  onSearch: ((needle: string) => void) | undefined;
  searching: boolean;
  onAdd: (choice: TestChoice) => void;
}) {
  const [term, setTerm] = useState('');
  const needle = term.trim().toLowerCase();
  const matches = needle ? props.matches(needle).filter((choice) => !props.chosenIds.has(choice.id)) : [];
  return (
    <div className="field">
      <label htmlFor={`${props.id}-search`}>{props.label}</label>
      <input
        id={`${props.id}-search`}
        type="search"
        value={term}
        autoComplete="off"
        placeholder="Part of the name"
        aria-describedby={`${props.id}-matches`}
        onChange={(event) => {
          setTerm(event.target.value);
          props.onSearch?.(event.target.value.trim().toLowerCase());
        }}
        // Enter in the search adds nothing and must not submit the form around it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <div id={`${props.id}-matches`} aria-live="polite">
        {needle && matches.length === 0 && <p className="hint">{props.searching ? 'Searching…' : 'Nothing found.'}</p>}
        {matches.length > 0 && (
          <ul className="admin-matches">
            {matches.slice(0, SHOWN_MATCHES).map((test) => (
              <li key={test.id}>
                <span>{test.name}</span>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Add ${test.name}`}
                  onClick={() => {
                    props.onAdd(test);
                    setTerm('');
                  }}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
        {matches.length > SHOWN_MATCHES && <p className="hint">{matches.length - SHOWN_MATCHES} more: type more of the name.</p>}
      </div>
    </div>
  );
}
