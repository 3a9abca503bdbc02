import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { findBreeds } from '../../api/activation.js';

export interface BreedChoice {
  id: number;
  name: string;
}

/**
 * The breed as a real choice (docs/decisions/1003): typing offers the breeds the kit's tests are made for,
 * arrow keys or a click choose one, and only a chosen breed fills the form's `breed`. What is typed but not
 * chosen stays in `breedName`, so the step can say "Choose a breed from the list" instead of dropping it.
 */
export function BreedPicker(props: {
  species: string;
  barcodes: string;
  initial: BreedChoice | null;
  initialText: string;
  error?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(props.initialText);
  const [chosen, setChosen] = useState<BreedChoice | null>(props.initial);
  const [options, setOptions] = useState<BreedChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const name = text.trim();
    if (name.length < 2 || chosen?.name === text) return;
    let live = true;
    findBreeds(props.species, name, props.barcodes)
      .then((res) => {
        if (!live) return;
        setOptions(res.results.map((b) => ({ id: b.id, name: b.name })));
        setActive(-1);
        setOpen(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, chosen, props.species, props.barcodes]);

  const choose = (option: BreedChoice) => {
    setChosen(option);
    setText(option.name);
    setOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(options.length > 0);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') setOpen(false);
  }

  const expanded = open && options.length > 0 && chosen?.name !== text;
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="field combobox">
      <label htmlFor="activate-breedName">Breed</label>
      <span className="hint" id="activate-breedName-hint">
        Type two letters, then choose from the list: it offers the breeds this kit's tests are made for. Leave it empty if you do
        not know.
      </span>
      <input
        id="activate-breedName"
        name="breedName"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={props.error ? 'activate-breedName-hint activate-breed-error' : 'activate-breedName-hint'}
        aria-invalid={props.error ? true : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setChosen(null);
        }}
        onKeyDown={onKeyDown}
        // Back on a breed typed but not chosen (the step's error sends focus here): offer the list again.
        onFocus={() => setOpen(options.length > 0)}
        onBlur={() => setOpen(false)}
      />
      <input type="hidden" name="breed" value={chosen ? String(chosen.id) : ''} />
      <div id={listId} role="listbox" aria-label="Breeds" className="combobox__list" hidden={!expanded}>
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
          <div
            key={option.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            // Keeps the focus in the input, so its blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.name}
          </div>
        ))}
      </div>
      {props.error && (
        <span className="field-error" id="activate-breed-error">
          {props.error}
        </span>
      )}
    </div>
  );
}
