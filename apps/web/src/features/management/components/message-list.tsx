import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const sent = dateFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The contact form's inbox: read a message, mark it handled (or open it again). */
export function MessageList() {
  const { data: messages } = useContactMessages();
  const mark = useMarkMessageHandled();
  if (messages.length === 0)
    return <p className="text-ink-muted">No messages yet. They arrive from the contact page.</p>;
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <li key={message.id}>
          <Card className={message.handled_at ? 'p-4 opacity-75' : 'p-4'}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {message.name} · <span className="font-normal">{message.email}</span>
                </p>
                <p className="text-sm text-ink-muted">
                  {message.topic} · {sent.format(new Date(message.created_at))}
                  {message.handled_at ? ' · handled' : ''}
                </p>
              </div>
              <Button
                size="sm"
                variant={message.handled_at ? 'ghost' : 'secondary'}
                isLoading={mark.isPending && mark.variables.id === message.id}
                onClick={() => {
                  mark.mutate(
                    { id: message.id, handled: !message.handled_at },
                    { onError: (error) => void notify('error', error.message) },
                  );
                }}
              >
                {message.handled_at ? 'Mark unread' : 'Mark handled'}
              </Button>
            </div>
            <p className="mt-3 whitespace-pre-wrap break-words">{message.message}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
