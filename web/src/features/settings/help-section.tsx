/**
 * @module features/settings/help-section — User Guide, the welcome tour again, legal, quick tips, docs/support,
 * and the API reference (for people who script their tasks).
 */
import { contract } from '@mynd/shared';
import { useSetAtom } from 'jotai';
import { BookOpen, Braces, Compass, FileText, Library, LifeBuoy } from 'lucide-react';
import { useNavigate } from 'react-router';
import { guideOpenAtom, tourOpenAtom } from '../../app/tabs';
import { Button } from '../../components/ui/button';

const QUICK_TIPS = [
  'Press n anywhere to start a new mind dump, / to search tasks, ? for all shortcuts.',
  'Say deadlines naturally — "by Friday" or "next week" becomes a due date.',
  'Check a benchmark to jump a task to that progress level.',
  'Log time and money saved when you complete a task to see your gains on the dashboard.',
  'Click a person card to see just their tasks.',
];

export const SUPPORT_EMAIL = 'support@mynd.app';

export function HelpSection() {
  const openGuide = useSetAtom(guideOpenAtom);
  const openTour = useSetAtom(tourOpenAtom);
  const navigate = useNavigate();

  return (
    <div className="grid gap-5">
      <div className="grid gap-2 sm:grid-cols-3">
        <Button variant="outline" className="h-auto justify-start py-3" onClick={() => openGuide(true)}>
          <BookOpen aria-hidden />
          User Guide
        </Button>
        <Button
          variant="outline"
          className="h-auto justify-start py-3"
          onClick={() => {
            navigate('/');
            openTour(true);
          }}
        >
          <Compass aria-hidden />
          Show Welcome Tour
        </Button>
        <Button variant="outline" className="h-auto justify-start py-3" onClick={() => navigate('/legal')}>
          <FileText aria-hidden />
          Legal Information
        </Button>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium">Quick tips</h3>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {QUICK_TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
              {tip}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => openGuide(true)}>
          <Library aria-hidden />
          Documentation
        </Button>
        <Button variant="secondary" asChild>
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Mynd%20support`}>
            <LifeBuoy aria-hidden />
            Support
          </a>
        </Button>
        <Button variant="secondary" asChild>
          <a href={contract.reference.docs.path} target="_blank" rel="noopener">
            <Braces aria-hidden />
            API reference
          </a>
        </Button>
      </div>
    </div>
  );
}
