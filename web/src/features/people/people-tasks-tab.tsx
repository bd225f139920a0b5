/** @module The people-tasks tab: "Mynd — Maximize Your Network Dynamics", keywords, people cards and completed tasks. */
import { PRODUCT_NAME, TAGLINE } from '@mynd/shared/domain';
import { CompletedPanel } from '../completed/completed-panel';
import { KeywordsCard } from '../keywords/keywords-card';
import { PeopleCards } from './people-cards';

function PeopleTasksTab() {
  return (
    <section aria-labelledby="people-heading" className="space-y-6">
      <div>
        <h2 id="people-heading" className="text-2xl font-bold tracking-tight">
          {PRODUCT_NAME}
        </h2>
        <p className="text-sm text-muted-foreground">{TAGLINE}</p>
      </div>
      <KeywordsCard />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-3">
          <h3 className="text-base font-semibold">People &amp; Assignments</h3>
          <PeopleCards />
        </div>
        <CompletedPanel />
      </div>
    </section>
  );
}

export default PeopleTasksTab;
