import type { UserProfile } from '@roots/shared/contracts/user';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useExportData } from '../api/export-data.ts';

/** What a Google-only account types instead of a password (the server checks the same words). */
const CONFIRMATION = 'delete my account';

/** Downloads everything we hold about the learner as one JSON file. */
export function ExportButton() {
  const exportData = useExportData();
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = `roots-data-${new Date().toISOString().slice(0, 10)}.json`;
        link.click();
        // The browser reads the file after the click returns; free it once that is surely done.
        setTimeout(() => {
          URL.revokeObjectURL(url);
        }, 1000);
      },
      onError: (error) => void notify('error', error.message),
    });
  return (
    <Button variant="secondary" isLoading={exportData.isPending} onClick={download}>
      <Download aria-hidden="true" className="size-4" /> Download my data
    </Button>
  );
}

/** Deleting the account, behind a dialog that asks for the password (or the typed words). */
export function DeleteAccount({ user, onDeleted }: { user: UserProfile; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  // The check for an empty field and the server's answer share one message under the field.
  const [error, setError] = useState<string>();
  const deletion = useDeleteAccount();

  const close = () => {
    setOpen(false);
    setSecret('');
    setError(undefined);
  };
  const confirm = () => {
    if (!secret.trim()) {
      setError(user.has_password ? 'Enter your password.' : `Type “${CONFIRMATION}”.`);
      return;
    }
    setError(undefined);
    deletion.mutate(user.has_password ? { password: secret } : { confirmation: secret }, {
      onSuccess: () => {
        close();
        onDeleted();
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? Object.values(failure.fields ?? {})[0] : undefined;
        setError(field ?? failure.message);
      },
    });
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Keep my account
            </Button>
            <Button variant="danger" isLoading={deletion.isPending} onClick={confirm}>
              Delete forever
            </Button>
          </>
        }
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <p className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            Your progress, XP, streak, coins, friends and profile are removed for good. This cannot be undone.
          </p>
          {user.has_password ? (
            <Input
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={secret}
              error={error}
              onChange={(event) => setSecret(event.target.value)}
            />
          ) : (
            <Input
              label={`Type “${CONFIRMATION}” to confirm`}
              autoComplete="off"
              value={secret}
              error={error}
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
        </form>
      </Modal>
    </>
  );
}
