/**
 * @module features/tour/welcome-tour — the 5-step first-run tour. Each step shows its tab behind the card.
 * Skipping or finishing marks the intro as seen, in the profile and in this browser.
 */
import { TOUR_STEPS } from '@mynd/shared/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { BarChart3, Brain, MessageSquareText, PartyPopper, SquareCheckBig } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { activeTabAtom } from '../../app/tabs';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { api } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { userAtom } from '../auth/session';
import { writeTourSeenFlag } from './tour-state';
import { TOUR } from './tour-steps';

const ICONS = [PartyPopper, MessageSquareText, Brain, SquareCheckBig, BarChart3];

export interface WelcomeTourProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function WelcomeTour({ open, onOpenChange }: WelcomeTourProps) {
  const [index, setIndex] = useState(0);
  const setTab = useSetAtom(activeTabAtom);
  const step = TOUR[index]!;
  const Icon = ICONS[index] ?? PartyPopper;
  const last = index === TOUR_STEPS - 1;
  const primary = useRef<HTMLButtonElement>(null);
  const user = useAtomValue(userAtom);

  useEffect(() => {
    if (open) setTab(step.tab);
  }, [open, step.tab, setTab]);

  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  const finish = async () => {
    onOpenChange(false);
    setTab('dashboard');
    if (user) writeTourSeenFlag(user.id);
    try {
      await api.profile.update({ hasSeenIntro: true });
      publishChange('profile');
    } catch (error) {
      console.error('Failed to update intro status', error);
      toast.error('Failed to update intro status');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : void finish())}>
      <DialogContent
        className="max-w-md"
        hideClose
        onOpenAutoFocus={(event) => {
          // Start on Next, not on Skip: Enter should move the tour forward.
          event.preventDefault();
          primary.current?.focus();
        }}
      >
        <Progress value={((index + 1) / TOUR_STEPS) * 100} aria-label="Tour progress" className="h-1" />
        <div className="flex flex-col items-center gap-3 pt-2 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/12 text-primary">
            <Icon className="size-7" aria-hidden />
          </span>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            Step {index + 1} of {TOUR_STEPS}
          </p>
          <DialogTitle className="text-xl">{index === 0 ? 'Welcome to Mynd' : step.title}</DialogTitle>
          <DialogDescription className="text-base">{step.body}</DialogDescription>
        </div>
        <div className="flex items-center justify-between gap-2 pt-2">
          <Button variant="ghost" onClick={finish}>
            Skip tour
          </Button>
          <div className="flex gap-2">
            {index > 0 ? (
              <Button variant="outline" onClick={() => setIndex((i) => i - 1)}>
                Back
              </Button>
            ) : null}
            {last ? (
              <Button ref={primary} onClick={finish}>
                Finish
              </Button>
            ) : (
              <Button ref={primary} onClick={() => setIndex((i) => i + 1)}>
                Next
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default WelcomeTour;
