/** @module The dashboard: six stat cards, Upcoming Due Tasks and a compact weekly trends chart. */
import { TrendsCard } from '../analytics/trends-card';
import { DueTasksCard } from './due-tasks-card';
import { StatCards } from './stat-cards';

function DashboardTab() {
  return (
    <section aria-labelledby="dashboard-heading" className="space-y-6">
      <h2 id="dashboard-heading" className="sr-only">
        Dashboard
      </h2>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <DueTasksCard />
        <TrendsCard compact weeks={8} />
      </div>
    </section>
  );
}

export default DashboardTab;
