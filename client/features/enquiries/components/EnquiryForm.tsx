import { type FormEvent, useId, useState } from 'react';
import type { EnquiryKind } from '../../../../shared/types/enquiry.js';
import { toastError } from '../../../lib/toast.js';
import { useCreateEnquiry } from '../api/create-enquiry.js';
import { type EnquiryFields, validateEnquiry } from './validate-enquiry.js';

export interface EnquiryFormProps {
  kind: EnquiryKind;
  heading: string;
  /** Choices for the subject; free text when absent and `subjectLabel` is given. */
  subjects?: string[];
  subjectLabel?: string;
  organisationLabel?: string;
  showPhone?: boolean;
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
}

type FieldErrors = Partial<Record<keyof EnquiryFields, string>>;

/** A public form: checked in the browser, stored and confirmed by email on the server. */
export function EnquiryForm(props: EnquiryFormProps) {
  const id = useId();
  const mutation = useCreateEnquiry();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    const fields = { name: read('name'), email: read('email'), message: read('message') };
    const found = validateEnquiry(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const optional = (name: string) => read(name).trim() || undefined;
    try {
      await mutation.mutateAsync({
        kind: props.kind,
        ...fields,
        phone: optional('phone'),
        organisation: optional('organisation'),
        subject: optional('subject'),
        website: optional('website'),
      });
    } catch (error) {
      toastError(error, 'Network error');
    }
  }

  if (mutation.isSuccess) {
    return (
      <section className="form-card" aria-live="polite">
        <h2>Thank you, we have your message</h2>
        <p>
          Your reference is <strong>{mutation.data.reference}</strong>. We have sent a confirmation to your email address and will
          reply within two working days.
        </p>
      </section>
    );
  }

  const field = (name: keyof EnquiryFields) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof EnquiryFields) =>
    errors[name] ? (
      <span className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <section className="form-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input {...field('name')} autoComplete="name" maxLength={120} required />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input {...field('email')} type="email" autoComplete="email" maxLength={120} required />
          {error('email')}
        </div>
        {props.showPhone && (
          <div className="field">
            <label htmlFor={`${id}-phone`}>Phone (optional)</label>
            <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={40} />
          </div>
        )}
        {props.organisationLabel && (
          <div className="field">
            <label htmlFor={`${id}-organisation`}>{props.organisationLabel}</label>
            <input id={`${id}-organisation`} name="organisation" maxLength={160} />
          </div>
        )}
        {props.subjects ? (
          <div className="field">
            <label htmlFor={`${id}-subject`}>{props.subjectLabel ?? 'Subject'}</label>
            <select id={`${id}-subject`} name="subject" defaultValue={props.subjects[0]}>
              {props.subjects.map((subject) => (
                <option key={subject}>{subject}</option>
              ))}
            </select>
          </div>
        ) : (
          props.subjectLabel && (
            <div className="field">
              <label htmlFor={`${id}-subject`}>{props.subjectLabel}</label>
              <input id={`${id}-subject`} name="subject" maxLength={160} />
            </div>
          )
        )}
        <div className="field">
          <label htmlFor={`${id}-message`}>{props.messageLabel}</label>
          {props.messageHint && <span className="hint">{props.messageHint}</span>}
          <textarea {...field('message')} rows={6} maxLength={5000} required />
          {error('message')}
        </div>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : props.submitLabel}
        </button>
      </form>
    </section>
  );
}
