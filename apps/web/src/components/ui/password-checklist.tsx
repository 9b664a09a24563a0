import { passwordRules } from '@roots/shared/domain/password';
import { Check, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** The spec's five password rules, ticked off live as the learner types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="mt-1 grid gap-1 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.message} className={cn('flex items-center gap-2', met ? 'text-success' : 'text-ink-muted')}>
            {met ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
            <span>
              {rule.message}
              <span className="sr-only">{met ? ' (done)' : ' (missing)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
