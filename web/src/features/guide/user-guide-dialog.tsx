/**
 * @module features/guide/user-guide-dialog — the User Guide modal: category filters (changing one goes back
 * to the first step), step dots, Prev / Next, "n of m", and Get Started on the last step when a tour exists.
 */
import { GUIDE_CATEGORIES } from '@mynd/shared/domain';
import {
  BarChart3,
  BookOpen,
  Brain,
  ChevronLeft,
  ChevronRight,
  MessageSquareText,
  Rocket,
  SquareCheckBig,
  Users,
  Wand2,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { ALL_STEPS, GUIDE_STEPS, type GuideCategory, stepsFor } from './guide-steps';

const ICONS = [MessageSquareText, Brain, SquareCheckBig, Users, BarChart3, Wand2];

export interface UserGuideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When given, the last step offers "Get Started", which starts the welcome tour. */
  onStartTour?: () => void;
}

function UserGuideDialog({ open, onOpenChange, onStartTour }: UserGuideDialogProps) {
  const [category, setCategory] = useState<GuideCategory>(ALL_STEPS);
  const [index, setIndex] = useState(0);
  const steps = stepsFor(category);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const Icon = ICONS[GUIDE_STEPS.indexOf(step)] ?? BookOpen;
  const last = index >= steps.length - 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <BookOpen className="size-5 text-primary" aria-hidden />
            User Guide
          </DialogTitle>
          <DialogDescription>Everything you need to get the most out of Mynd.</DialogDescription>
        </DialogHeader>

        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Guide categories</legend>
          {GUIDE_CATEGORIES.map((c) => (
            <Button
              key={c}
              size="sm"
              variant={c === category ? 'default' : 'outline'}
              aria-pressed={c === category}
              onClick={() => {
                setCategory(c);
                setIndex(0);
              }}
            >
              {c}
            </Button>
          ))}
        </fieldset>

        <div className="rounded-xl border border-border bg-muted/40 p-5" aria-live="polite">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {step.category}
              </p>
              <h3 className="text-lg font-semibold tracking-tight">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.summary}</p>
            </div>
          </div>
          <ul className="mt-4 grid gap-2 text-sm">
            {step.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <fieldset className="flex justify-center gap-1.5">
          <legend className="sr-only">Steps</legend>
          {steps.map((s, i) => (
            <button
              key={s.title}
              type="button"
              aria-label={`Go to step ${i + 1}: ${s.title}`}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
              className={cn(
                'h-2 rounded-full transition-all',
                i === index ? 'w-6 bg-primary' : 'w-2 bg-border hover:bg-muted-foreground',
              )}
            />
          ))}
        </fieldset>

        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            disabled={index === 0}
          >
            <ChevronLeft aria-hidden />
            Prev
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="guide-counter">
            {index + 1} of {steps.length}
          </span>
          {last && onStartTour ? (
            <Button
              onClick={() => {
                onOpenChange(false);
                onStartTour();
              }}
            >
              <Rocket aria-hidden />
              Get Started
            </Button>
          ) : (
            <Button onClick={() => setIndex((i) => Math.min(steps.length - 1, i + 1))} disabled={last}>
              Next
              <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default UserGuideDialog;
