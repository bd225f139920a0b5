/**
 * @module features/settings/settings-page — `/settings`: tags, professional profile, org chart, security,
 * help, appearance and data & privacy, with a section index beside them on wide screens.
 */

import { ORG_CHART_TITLE } from '@mynd/shared/domain';
import {
  ArrowLeft,
  BellRing,
  Building2,
  CalendarDays,
  HelpCircle,
  Network,
  Palette,
  Shield,
  ShieldAlert,
  Tags,
} from 'lucide-react';
import { Link } from 'react-router';
import { AppFooter } from '../../app/app-footer';
import { buttonClasses } from '../../components/ui/button';
import { AppHeader } from '../header/app-header';
import { useReminders } from '../reminders/use-reminders';
import { AppearanceSection } from './appearance-section';
import { CalendarSection } from './calendar-section';
import { DataPrivacySection } from './data-privacy-section';
import { HelpSection } from './help-section';
import { OrgChartSection } from './org-chart-section';
import { ProfileSection } from './profile-section';
import { RemindersSection } from './reminders-section';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';
import { TagManagement } from './tag-management';

const SECTIONS = [
  { id: 'tags', title: 'Tag Management', icon: Tags },
  { id: 'profile', title: 'Professional Profile', icon: Building2 },
  { id: 'org-chart', title: ORG_CHART_TITLE, icon: Network },
  { id: 'reminders', title: 'Reminders', icon: BellRing },
  { id: 'calendar', title: 'Calendar Feed', icon: CalendarDays },
  { id: 'security', title: 'Security', icon: Shield },
  { id: 'help', title: 'Help & Support', icon: HelpCircle },
  { id: 'appearance', title: 'Appearance & Preferences', icon: Palette },
  { id: 'data', title: 'Data & Privacy', icon: ShieldAlert },
] as const;

function SettingsPage() {
  // Reminders come due here too.
  useReminders();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <AppHeader />
      <div className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6">
        <div className="mb-6 flex items-center gap-3">
          <Link to="/" className={buttonClasses('ghost', 'icon')} aria-label="Back to app">
            <ArrowLeft aria-hidden />
          </Link>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
            <p className="text-sm text-muted-foreground">
              Manage your tags, profile, security and preferences.
            </p>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[200px_1fr]">
          <nav aria-label="Settings sections" className="hidden lg:block">
            <ul className="sticky top-20 grid gap-0.5">
              {SECTIONS.map(({ id, title, icon: Icon }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                  >
                    <Icon className="size-4" aria-hidden />
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid min-w-0 gap-6">
            <SettingsSection
              id="tags"
              icon={Tags}
              title="Tag Management"
              description="Tags group your tasks. New tasks get tagged automatically."
            >
              <TagManagement />
            </SettingsSection>
            <SettingsSection
              id="profile"
              icon={Building2}
              title="Professional Profile"
              description="Personalises AI analyses and recommendations."
            >
              <ProfileSection />
            </SettingsSection>
            <SettingsSection
              id="org-chart"
              icon={Network}
              title={ORG_CHART_TITLE}
              description="Upload your team structure to delegate faster."
            >
              <OrgChartSection />
            </SettingsSection>
            <SettingsSection
              id="reminders"
              icon={BellRing}
              title="Reminders"
              description="When tasks remind you, and notifications in this browser."
            >
              <RemindersSection />
            </SettingsSection>
            <SettingsSection
              id="calendar"
              icon={CalendarDays}
              title="Calendar Feed"
              description="Your open tasks in your calendar app, on their due dates."
            >
              <CalendarSection />
            </SettingsSection>
            <SettingsSection
              id="security"
              icon={Shield}
              title="Security"
              description="Set or change your password."
            >
              <SecuritySection />
            </SettingsSection>
            <SettingsSection
              id="help"
              icon={HelpCircle}
              title="Help & Support"
              description="Learn Mynd and get help."
            >
              <HelpSection />
            </SettingsSection>
            <SettingsSection id="appearance" icon={Palette} title="Appearance & Preferences">
              <AppearanceSection />
            </SettingsSection>
            <SettingsSection
              id="data"
              icon={ShieldAlert}
              title="Data & Privacy"
              description="Your data, your call."
            >
              <DataPrivacySection />
            </SettingsSection>
          </div>
        </div>
      </div>
      <AppFooter />
    </div>
  );
}

export default SettingsPage;
