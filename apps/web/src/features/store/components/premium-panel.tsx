import { PREMIUM_PRICE_LABEL, premiumBenefits } from '@roots/shared/contracts/store';
import { Check, Crown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStore } from '../api/get-store.ts';
import { usePremiumTrial } from '../api/premium-trial.ts';
import { dayCount, daysLeft } from '../days-left.ts';

/** Spec section 2: Go Premium, with the benefits, the price, 'Start Free Trial' and 'Cancel anytime'. */
export function PremiumPanel({ userId }: { userId: string }) {
  const { data: store } = useStore(userId);
  const trial = usePremiumTrial(userId);
  const { premium } = store;
  const subscribing = trial.isPending && trial.variables === 'start';

  const start = () =>
    trial.mutate('start', {
      onSuccess: () => void notify('success', 'You are now a Premium member!'),
      onError: (error) => void notify('error', error.message),
    });
  const end = () =>
    trial.mutate('end', {
      onSuccess: () => void notify('success', 'Your Premium trial has ended.'),
      onError: (error) => void notify('error', error.message),
    });

  return (
    <Card className="flex flex-col gap-4 border-ochre bg-ochre-soft text-on-ochre-soft">
      <h2 className="flex items-center gap-2 text-2xl font-extrabold">
        <Crown aria-hidden="true" className="size-7" /> Go Premium
      </h2>
      <ul className="flex flex-col gap-2">
        {premiumBenefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-5 shrink-0" /> {benefit}
          </li>
        ))}
      </ul>
      {/* The site promises only what works: the trial honours the first two benefits. */}
      <p className="text-sm">
        The free trial gives you unlimited hearts, and Roots shows no ads to anyone. Bonus XP, premium lessons and
        priority support are not offered yet.
      </p>
      <p className="text-3xl font-extrabold">{PREMIUM_PRICE_LABEL}</p>
      {premium.active && premium.until ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">
            You are a Premium member: {dayCount(daysLeft(premium.until, new Date()))} left of your free trial.
          </p>
          <Button variant="secondary" className="self-start" isLoading={trial.isPending} onClick={end}>
            End trial now
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Button
            variant="primary"
            size="lg"
            className="self-start"
            disabled={trial.isPending || premium.trial_used}
            onClick={start}
          >
            {subscribing ? 'Subscribing...' : 'Start Free Trial'}
          </Button>
          <p className="text-sm">
            {premium.trial_used
              ? 'You have used your free trial. No payment is taken anywhere on Roots.'
              : 'Cancel anytime. 14 days free, no payment details asked.'}
          </p>
        </div>
      )}
    </Card>
  );
}
