import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${input.id}-hint` : '', error ? `${input.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={input.id}>{label}</label>
      {hint && (
        <span className="hint" id={`${input.id}-hint`}>
          {hint}
        </span>
      )}
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <span className="field-error" id={`${input.id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
