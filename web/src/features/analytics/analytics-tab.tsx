/** @module The analytics tab: the stat cards and the weekly trends chart. */
import { StatCards } from '../dashboard/stat-cards';
import { TrendsCard } from './trends-card';

function AnalyticsTab() {
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <h2 id="analytics-heading" className="text-xl font-semibold tracking-tight">
        Analytics
      </h2>
      <StatCards />
      <TrendsCard weeks={12} />
    </section>
  );
}

export default AnalyticsTab;
