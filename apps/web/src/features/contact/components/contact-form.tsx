import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactMessageInput,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
} from '@roots/shared/contracts/contact';
import { CheckCircle2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput, Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bindFields } from '../../../lib/form-field.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const MESSAGE_MAX = 5000;

/** The contact form: validated here with the same schema the server uses, then stored by the API. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', topic: 'general', message: '' },
  });
  const field = bindFields(form);
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      // Put the server's field messages on the fields; the rest shows above the button.
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in values) form.setError(field as keyof ContactMessageInput, { message });
        }
      }
    }
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-card border border-line bg-success-soft p-6">
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
        <h2 className="mt-3 text-xl font-bold">Thank you — your message is with us</h2>
        <p className="mt-2 text-ink-muted">
          A real person on the Roots team reads every message. We usually answer within two working days, by e-mail.
        </p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => {
            send.reset();
            form.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Your name" autoComplete="name" {...field('name')} />
        <EmailInput {...field('email')} />
      </div>
      <Select label="What is it about?" {...field('topic')}>
        {contactTopics.map((topic) => (
          <option key={topic} value={topic}>
            {contactTopicLabels[topic]}
          </option>
        ))}
      </Select>
      <Textarea
        label="Message"
        maxLength={MESSAGE_MAX}
        hint={`${String(messageLength)} / ${String(MESSAGE_MAX)} characters`}
        {...field('message')}
      />
      {send.isError && !(send.error instanceof ApiError && send.error.fields) ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-ink">
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" isLoading={send.isPending} className="self-start">
        Send message
      </Button>
    </form>
  );
}
