import type { RomanisationMode } from '@roots/shared/domain/preferences';
import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '../features/account/api/update-profile.ts';
import type { RomanisationPreference } from '../features/learning/romanisation/romanisation-context.ts';
import { useSession } from '../features/session/session-context.ts';
import { notify } from '../lib/notify.ts';

/**
 * The learner's romanisation setting for the lesson player, saved on the server through the
 * profile call (as /settings saves it). The new setting shows at once; a failure puts the old
 * one back and says why.
 */
export function useRomanisationPreference(): RomanisationPreference {
  const { user, replaceUser } = useSession();
  const save = useMutation({
    mutationFn: (romanisation: RomanisationMode) => updateProfile({ romanisation }),
    onSuccess: replaceUser,
    onError: (error) => {
      void notify('error', error.message);
    },
  });
  const mode = save.isPending ? save.variables : (user?.romanisation ?? 'auto');
  return {
    mode,
    change: user
      ? (next) => {
          save.mutate(next);
        }
      : undefined,
  };
}
