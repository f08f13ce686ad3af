import { type FormEvent, useId } from 'react';
import { CONTACT_INTERESTS, INTEREST_LABELS } from '../../../shared/constants';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api-request';
import { useSendContactMessage } from './api';

const fieldClass =
  'rounded-lg border border-white/15 bg-bg px-3.5 py-2.5 text-text placeholder:text-muted/70 focus:border-cyan';

/** The contact form (spec §5): name, e-mail and message required, interest optional. */
export function ContactForm() {
  const interestId = useId();
  const messageId = useId();
  const send = useSendContactMessage();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const body = Object.fromEntries(
      ['name', 'email', 'interest', 'message', 'website'].map((k) => [k, data.get(k)]),
    );
    if (
      !String(body.name ?? '').trim() ||
      !String(body.email ?? '').trim() ||
      !String(body.message ?? '').trim()
    ) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    send.mutate(body, {
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Message Sent!',
          description: "Thanks for reaching out. We'll get back to you within 24 hours.",
        });
      },
      onError: (error) =>
        toast({
          title: 'Send Failed',
          description: serverMessage(error) ?? 'Please try again later',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={interestId} className="text-sm font-medium">
          Interest <span className="text-muted">(optional)</span>
        </label>
        <select id={interestId} name="interest" defaultValue="" className={fieldClass}>
          <option value="">Select an interest</option>
          {CONTACT_INTERESTS.map((interest) => (
            <option key={interest} value={interest}>
              {INTEREST_LABELS[interest]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={messageId} className="text-sm font-medium">
          Message
        </label>
        <textarea id={messageId} name="message" rows={6} required maxLength={5000} className={fieldClass} />
      </div>
      <HoneypotField />
      <button
        type="submit"
        disabled={send.isPending}
        className={`${buttonClass('primary', 'lg')} justify-self-start`}
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
