import { DONATION_DELAY_MS } from '@roots/shared/constants';
import { HandHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';

/**
 * Spec section 2 and 4: 'Support Roots' with a Donate button that reads 'Thank you!' for 1.2 s,
 * then thanks the learner. No payment is taken: it is a thank-you only.
 */
export function DonationCard() {
  const [thanking, setThanking] = useState(false);
  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => {
      setThanking(false);
      void notify('success', 'Thank you for your support!');
    }, DONATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [thanking]);
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <HandHeart aria-hidden="true" className="size-6 text-accent" /> Support Roots
      </h2>
      <p className="text-ink-muted">
        Roots is made by people who love African languages. A kind word keeps us going: no payment is taken.
      </p>
      <Button variant="accent" className="self-start" disabled={thanking} onClick={() => setThanking(true)}>
        {thanking ? 'Thank you!' : 'Donate'}
      </Button>
    </Card>
  );
}
