import type { SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** The first, empty choice: what to do ("Choose a country"). */
  placeholder: string;
  options: ReadonlyArray<{ code: string; name: string }>;
  error?: string;
}

/** A labelled choice with its error, wired for screen readers; the options are codes with their names. */
export function SelectField({ label, placeholder, options, error, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={select.id}>{label}</label>
      <select {...select} aria-invalid={error ? true : undefined} aria-describedby={error ? `${select.id}-error` : undefined}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" id={`${select.id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
