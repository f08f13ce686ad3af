import { CONTACT_INTERESTS, INTEREST_LABELS } from '../../../shared/constants';
import { buttonClass } from '../../components/ui/button-styles';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useSendContactMessage } from './api';

const INTEREST_CHOICES = [
  { value: '', label: 'Select an interest' },
  ...CONTACT_INTERESTS.map((interest) => ({ value: interest, label: INTEREST_LABELS[interest] })),
];

/**
 * The contact form: name, e-mail and message required, interest optional. A blank required field
 * is one toast and a word beside each; a malformed one is said beside it.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useZodForm({
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    schema: async () => (await import('../../../shared/contact')).contactSchema,
    values: (data) => texts(data, ['name', 'email', 'interest', 'message', 'website']),
    required: {
      name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Please write a message',
    },
    onMissing: () =>
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      }),
    onValid: (body, element) =>
      send.mutate(body, {
        onSuccess: () => {
          element.reset();
          toast({
            title: 'Message Sent!',
            description: "Thanks for reaching out. We'll get back to you within 24 hours.",
          });
        },
        onError: (error) =>
          toast({
            title: 'Send Failed',
            description: form.serverError(error) ?? 'Please try again later',
            variant: 'destructive',
          }),
      }),
  });
  const { field } = form;

  return (
    <form {...form.props} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...field('name')} autoComplete="name" required />
        <TextField label="Email" {...field('email')} type="email" autoComplete="email" required />
      </div>
      <SelectField
        label={
          <>
            Interest <span className="text-muted">(optional)</span>
          </>
        }
        {...field('interest')}
        options={INTEREST_CHOICES}
        defaultValue=""
      />
      <TextAreaField label="Message" {...field('message')} rows={6} required maxLength={5000} />
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
